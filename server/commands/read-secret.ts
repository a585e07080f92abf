/** Reads a line from the terminal without showing it (a password): raw mode, one key at a time. */
import { CommandRefused } from './run-command';

const ENTER = new Set(['\r', '\n', '\u0004']);
const BACKSPACE = new Set(['\u007f', '\b']);
const INTERRUPT = '\u0003';

export function readSecret(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY)
    return Promise.reject(new CommandRefused('No terminal to type the password in: set ADMIN_PASSWORD.'));
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (): void => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (keys: string): void => {
      for (const key of keys) {
        if (key === INTERRUPT) {
          finish();
          reject(new CommandRefused('Cancelled.'));
          return;
        }
        if (ENTER.has(key)) {
          finish();
          resolve(typed);
          return;
        }
        typed = BACKSPACE.has(key) ? typed.slice(0, -1) : typed + key;
      }
    };
    stdin.on('data', onData);
  });
}
