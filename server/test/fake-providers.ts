/**
 * Real network peers on 127.0.0.1 for the provider tests: an HTTP server that records what an SMS
 * gateway would receive, and a real SMTP server (smtp-server) that accepts mail.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RecordedHttpRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeSmsGateway {
  url: string;
  requests: RecordedHttpRequest[];
  /** Status the gateway answers with (default 200). */
  status: number;
  close(): Promise<void>;
}

export async function startFakeSmsGateway(path = '/v1/messages'): Promise<FakeSmsGateway> {
  const gateway: Omit<FakeSmsGateway, 'url' | 'close'> = { requests: [], status: 200 };
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      gateway.requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(gateway.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `msg_${gateway.requests.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(gateway, {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) with quoted-printable soft line breaks removed. */
  raw: string;
}

export interface FakeSmtpServer {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        mails.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: raw.replace(/=\r?\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
