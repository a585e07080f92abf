import { PublicFooter } from '../layout/PublicFooter';
import { PublicHeader } from '../layout/PublicHeader';
import '../components/public.css';

export type PreviewKind = 'header' | 'mobile-header' | 'laptop-footer' | 'mobile-footer';

const TITLES: Record<PreviewKind, string> = {
  header: 'Header preview',
  'mobile-header': 'Mobile header preview',
  'laptop-footer': 'Laptop footer preview',
  'mobile-footer': 'Mobile footer preview',
};

/** The component previews: one component alone, with a hidden heading naming it. */
export default function PreviewPage({ kind }: { kind: PreviewKind }) {
  const title = <h1 className="visually-hidden">{TITLES[kind]}</h1>;
  switch (kind) {
    case 'header':
      return (
        <>
          {<PublicHeader />}
          <main>{title}</main>
        </>
      );
    case 'mobile-header':
      return (
        <>
          {<PublicHeader variant="mobile" />}
          <main>{title}</main>
        </>
      );
    case 'laptop-footer':
      return (
        <>
          <main>{title}</main>
          <PublicFooter variant="laptop" />
        </>
      );
    case 'mobile-footer':
      return (
        <>
          <main>{title}</main>
          <PublicFooter variant="mobile" />
        </>
      );
  }
}
