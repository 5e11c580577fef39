// A tiny SMTP sink for the end-to-end journeys: the app server sends real e-mail to it over SMTP,
// and the tests read the captured messages as JSON.
//   node e2e/smtp-sink.mjs            (SMTP on 127.0.0.1:$SMTP_SINK_PORT, HTTP on $SMTP_SINK_HTTP_PORT)
//   GET /messages?to=<email>          → [{ to, from, subject, text, received_at }], oldest first
//   DELETE /messages                  → forget everything
//   GET /health                       → 200 once both servers listen
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const host = '127.0.0.1';
const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 3125);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 3126);
const MAX_MESSAGES = 1000;

/** @type {{ to: string[]; from: string; subject: string; text: string; received_at: string }[]} */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          received_at: new Date().toISOString(),
        });
        if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES);
        callback();
      })
      .catch((error) => callback(error));
  },
});

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}:${httpPort}`);
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { ok: true });
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return send(200, to ? messages.filter((message) => message.to.includes(to)) : messages);
  }
  if (url.pathname === '/messages' && request.method === 'DELETE') {
    messages.length = 0;
    return send(200, { ok: true });
  }
  return send(404, { detail: 'No encontrado' });
});

smtp.on('error', (error) => console.error('[smtp-sink]', error.message));
smtp.listen(smtpPort, host, () => {
  api.listen(httpPort, host, () => {
    console.log(`[smtp-sink] SMTP smtp://${host}:${smtpPort}  HTTP http://${host}:${httpPort}/messages`);
  });
});

const stop = () => {
  api.close();
  smtp.close(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
