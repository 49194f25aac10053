// A raw HTTP request, so that Host, Origin and the body are sent exactly as given (fetch does not
// let a caller choose the Host header).
import http from 'node:http';

export interface RawHttpReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawHttp(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawHttpReply> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}
