/**
 * A tiny SMTP server on node:net for the retry tests: it can refuse every mail (451, a temporary
 * failure, as a mail server that is down or over quota answers) and records what it accepted.
 * Only what nodemailer needs: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no AUTH.
 */
import net from 'node:net';

export type Delivery = { to: string[]; data: string };

export type TestSmtp = {
  url: string;
  /** Accepted mails, in order. */
  deliveries: Delivery[];
  /** Refuses every mail while true (MAIL FROM answers 451). */
  failing: boolean;
  /** Mails refused so far. */
  refused: number;
  close: () => Promise<void>;
};

export async function startTestSmtp(): Promise<TestSmtp> {
  const sockets = new Set<net.Socket>();
  const state: TestSmtp = {
    url: '',
    deliveries: [],
    failing: false,
    refused: 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 prueba ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          state.deliveries.push({ to, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 2.0.0 OK encolado');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') {
          reply('250-prueba');
          reply('250 8BITMIME');
        } else if (command === 'HELO') reply('250 prueba');
        else if (command === 'MAIL') {
          if (state.failing) {
            state.refused++;
            reply('451 4.3.0 Servidor de prueba no disponible');
          } else reply('250 2.1.0 OK');
        } else if (command === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          reply('250 2.1.5 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 Fin con <CRLF>.<CRLF>');
        } else if (command === 'RSET') {
          to = [];
          reply('250 2.0.0 OK');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 Chau');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
