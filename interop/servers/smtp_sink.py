"""A real SMTP server on loopback for Domov's SMTP client tests (aiosmtpd).

Serves two ports: plain with STARTTLS (AUTH PLAIN and LOGIN once TLS is on) and implicit TLS
(RFC 8314) with the same AUTH. It makes its own throwaway CA and server certificate for
127.0.0.1 and localhost and writes the CA to CERT_DIR/ca.pem for clients to trust.

Every accepted message is written to MAILDIR as N.eml, beside N.json: what Python's email
package makes of it (decoded headers, the MIME tree, each leaf part's decoded content,
defects), so tests in any language can check the message without a MIME parser of their own.

Faults on demand:
  MAIL FROM:<reject@...>   550
  RCPT TO:<REJECT_RCPT>    550 (the others are still accepted)
  RCPT TO:<drop@...>       sends half of a multi-line reply, then closes the connection

Usage: smtp_sink.py --port P --tls-port Q --user U --password W --maildir DIR --cert-dir DIR
"""

import argparse
import asyncio
import base64
import datetime
import email
import email.policy
import ipaddress
import json
import os
import signal
import ssl
import threading

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID


def make_certificates(directory):
    """A CA and a server certificate it signed, for 127.0.0.1, ::1 and localhost."""
    os.makedirs(directory, exist_ok=True)
    now = datetime.datetime.now(datetime.timezone.utc)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Domov test CA")])
    ca_cert = (
        x509.CertificateBuilder()
        .subject_name(ca_name).issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=2))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(x509.KeyUsage(False, False, False, False, False, True, True, False, False), critical=True)
        .sign(ca_key, hashes.SHA256())
    )
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")]))
        .issuer_name(ca_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=2))
        .add_extension(x509.SubjectAlternativeName([
            x509.DNSName("localhost"),
            x509.IPAddress(ipaddress.ip_address("127.0.0.1")),
            x509.IPAddress(ipaddress.ip_address("::1")),
        ]), critical=False)
        .add_extension(x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .sign(ca_key, hashes.SHA256())
    )
    paths = {name: os.path.join(directory, name) for name in ("ca.pem", "cert.pem", "key.pem")}
    with open(paths["ca.pem"], "wb") as f:
        f.write(ca_cert.public_bytes(serialization.Encoding.PEM))
    with open(paths["cert.pem"], "wb") as f:
        f.write(cert.public_bytes(serialization.Encoding.PEM))
    with open(paths["key.pem"], "wb") as f:
        f.write(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                  serialization.NoEncryption()))
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(paths["cert.pem"], paths["key.pem"])
    return context


def summarize(data, envelope):
    """What Python's email package reads in a message, as JSON-ready data."""
    msg = email.message_from_bytes(data, policy=email.policy.default)

    def addresses(name):
        header = msg[name]
        return [] if header is None else [
            {"display_name": a.display_name, "address": a.addr_spec} for a in header.addresses]

    def tree(part):
        node = {"content_type": part.get_content_type()}
        if part.is_multipart():
            node["parts"] = [tree(p) for p in part.iter_parts()]
        return node

    parts = []
    for part in msg.walk():
        if part.is_multipart():
            continue
        entry = {
            "content_type": part.get_content_type(),
            "params": {k: v for k, v in part.get_params() or []},
            "disposition": part.get_content_disposition(),
            "filename": part.get_filename(),
            "transfer_encoding": part.get("Content-Transfer-Encoding"),
        }
        payload = part.get_payload(decode=True) or b""
        if part.get_content_maintype() == "text":
            entry["text"] = payload.decode(part.get_content_charset() or "utf-8")
        else:
            entry["base64"] = base64.b64encode(payload).decode()
        parts.append(entry)
    lines = data.split(b"\r\n")
    defects = [str(d) for p in msg.walk() for d in p.defects]
    for name in msg.keys():
        defects += [str(d) for d in getattr(msg[name], "defects", [])]
    return {
        "mail_from": envelope.mail_from,
        "rcpt_tos": list(envelope.rcpt_tos),
        "subject": str(msg["subject"]),
        "from": addresses("from"),
        "to": addresses("to"),
        "cc": addresses("cc"),
        "date": str(msg["date"]),
        "message_id": str(msg["message-id"]),
        "mime_version": str(msg["mime-version"]),
        "structure": tree(msg),
        "parts": parts,
        "defects": defects,
        "max_line_length": max(len(line) for line in lines),
        "bare_lf": b"\n" in data.replace(b"\r\n", b""),
    }


class Sink:
    def __init__(self, maildir, reject_recipient):
        self.maildir = maildir
        self.reject_recipient = reject_recipient.lower()
        self.lock = threading.Lock()
        self.count = 0
        os.makedirs(maildir, exist_ok=True)

    async def handle_MAIL(self, server, session, envelope, address, mail_options):
        if address.lower().startswith("reject@"):
            return "550 5.7.1 Sender rejected by the test sink"
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 OK"

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.lower() == self.reject_recipient:
            return "550 5.1.1 No such user here"
        if address.lower().startswith("drop@"):
            # Half of a multi-line reply, then the connection goes away.
            server.transport.write(b"250-Accepted so far, but\r\n")
            server.transport.close()
            return "250 never sent"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        data = envelope.original_content or envelope.content
        with self.lock:
            self.count += 1
            stem = os.path.join(self.maildir, f"{os.getpid()}-{self.count:05d}")
        with open(stem + ".eml", "wb") as f:
            f.write(data)
        with open(stem + ".json.tmp", "w") as f:
            json.dump(summarize(data, envelope), f, ensure_ascii=False, indent=1)
        os.replace(stem + ".json.tmp", stem + ".json")
        return "250 2.0.0 Queued as " + os.path.basename(stem)


def authenticator_for(user, password):
    def authenticate(server, session, envelope, mechanism, auth_data):
        ok = (isinstance(auth_data, LoginPassword)
              and auth_data.login == user.encode() and auth_data.password == password.encode())
        # handled=False makes aiosmtpd answer 535 itself; True would leave the client unanswered.
        return AuthResult(success=ok, handled=False)
    return authenticate


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--tls-port", type=int, required=True)
    parser.add_argument("--user", required=True)
    parser.add_argument("--password", required=True)
    parser.add_argument("--maildir", required=True)
    parser.add_argument("--cert-dir", required=True)
    parser.add_argument("--reject-recipient", default="nobody@domov.test")
    args = parser.parse_args()

    tls = make_certificates(args.cert_dir)
    sink = Sink(args.maildir, args.reject_recipient)
    auth = authenticator_for(args.user, args.password)
    common = dict(authenticator=auth, server_hostname="sink.domov.test")
    # AUTH only after STARTTLS on the plain port.
    starttls = Controller(sink, hostname=args.host, port=args.port, tls_context=tls,
                          auth_require_tls=True, **common)
    # aiosmtpd counts only STARTTLS as TLS for auth_require_tls; this port is TLS throughout.
    implicit = Controller(sink, hostname=args.host, port=args.tls_port, ssl_context=tls,
                          auth_require_tls=False, **common)
    starttls.start()
    implicit.start()
    print(f"smtp_sink ready: starttls {args.host}:{args.port}, tls {args.host}:{args.tls_port}, "
          f"maildir {args.maildir}", flush=True)

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    implicit.stop()
    starttls.stop()


if __name__ == "__main__":
    main()
