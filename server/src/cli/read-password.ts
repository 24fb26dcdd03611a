import { createInterface } from 'node:readline';

/**
 * Reads a password without it reaching the shell history or the process list: asked at a terminal
 * without echo, or the first line of standard input when it is piped.
 */
export async function readPassword(input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  if (!input.isTTY) {
    const rl = createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  output.write('Mot de passe : ');
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === '\r' || c === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          output.write('\n');
          resolve(typed);
          return;
        }
        if (c === '\u0003') {
          input.setRawMode(false);
          reject(new Error('Annulé.'));
          return;
        }
        typed = c === '\u007f' ? typed.slice(0, -1) : typed + c;
      }
    };
    input.on('data', onData);
  });
}
