// The local mail server is a developer's tool holding customers' e-mails: it answers only this
// machine. The peer's address must be loopback, and so must the Host header, which a page on
// another site cannot set to 127.0.0.1 through DNS rebinding.
import net from 'node:net';

/** 127.0.0.0/8, ::1, and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return net.isIPv6(address) && /^(0{0,4}:){7}0{0,3}1$|^::1$/i.test(address);
}

/** A Host header naming this machine: localhost (or a *.localhost name), 127.x.x.x or [::1], with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (hostname.startsWith('[') && hostname.endsWith(']')) return isLoopbackAddress(hostname.slice(1, -1));
  return isLoopbackAddress(hostname);
}
