import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';

/**
 * Fills an empty field with `value` once it is known (read after the form opened, say the admin's location),
 * unless someone changed the field meanwhile: nothing typed or restored is overwritten.
 */
export function DefaultValue({ name, value }: { name: string; value: string }) {
  const form = useForm();
  const { input, meta } = useField<string>(name, { subscription: { value: true, modified: true } });
  const empty = (input.value ?? '') === '';
  useEffect(() => {
    if (value !== '' && empty && meta.modified !== true) form.change(name, value);
  }, [form, name, value, empty, meta.modified]);
  return null;
}
