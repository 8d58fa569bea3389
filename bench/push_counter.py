"""A lean Web Push endpoint on loopback for bench/notifications.sh: asyncio, keep-alive HTTP/1.1,
answers 201 to every POST /push/N at once and records when each message arrived and its Topic
header (the delivery's id without dashes, so the bench can match arrivals to notices).

interop/servers/push_sink.py verifies and decrypts every message, which at the bench's rate
would make the sink the bottleneck on a 2-core machine. This one keeps every --sample-every'th
message (path, headers, body) and checks only those, when the report is asked for: the VAPID
token (push_sink.verify_vapid: ES256 signature, audience, expiry, subject) and the aes128gcm
body, decrypted with http_ece and the subscription's private key and auth secret from the
seeder's --keys-file; the plaintext must be the service worker's JSON (title, body, url, tag).

  POST /push/N        201, counted (any other POST path: 404)
  GET  /stats         {"count", "first", "last"}: arrival times in epoch seconds
  POST /report        writes "arrival_epoch_seconds<TAB>topic<TAB>path" lines to --out, checks
                      the samples, answers {"count", "first", "last", "samples", "verified", "errors"}
  POST /reset         forgets everything (between runs)

Needs the interop venv (http_ece, cryptography): interop/.venv/bin/python bench/push_counter.py
Usage: push_counter.py --port P --keys-file FILE --out FILE [--sample-every 1000]
"""

import argparse
import asyncio
import base64
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "interop", "servers"))

CREATED = b"HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n"


def b64u_decode(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class State:
    def __init__(self, args):
        self.args = args
        self.reset()

    def reset(self):
        self.arrivals = []  # (epoch seconds, topic, path)
        self.samples = []  # (path, headers, body)


class PushProtocol(asyncio.Protocol):
    def __init__(self, state):
        self.state = state
        self.buffer = b""

    def connection_made(self, transport):
        self.transport = transport

    def data_received(self, data):
        self.buffer += data
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = self.buffer[:end].decode("latin-1").split("\r\n")
            headers = {}
            for line in head[1:]:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            length = int(headers.get("content-length", "0"))
            if len(self.buffer) < end + 4 + length:
                return
            body = self.buffer[end + 4:end + 4 + length]
            self.buffer = self.buffer[end + 4 + length:]
            method, path, _ = head[0].split(" ", 2)
            self.handle(method, path, headers, body)

    def handle(self, method, path, headers, body):
        state = self.state
        if method == "POST" and path.startswith("/push/"):
            state.arrivals.append((time.time(), headers.get("topic", ""), path))
            if len(state.arrivals) % state.args.sample_every == 1 or state.args.sample_every == 1:
                state.samples.append((path, headers, body))
            self.transport.write(CREATED)
        elif method == "GET" and path == "/stats":
            self.reply(200, self.stats())
        elif method == "POST" and path == "/report":
            self.reply(200, self.report())
        elif method == "POST" and path == "/reset":
            state.reset()
            self.reply(200, {"count": 0})
        else:
            self.transport.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")

    def reply(self, status, value):
        body = json.dumps(value).encode()
        self.transport.write(f"HTTP/1.1 {status} OK\r\nContent-Type: application/json\r\n"
                             f"Content-Length: {len(body)}\r\n\r\n".encode() + body)

    def stats(self):
        arrivals = self.state.arrivals
        return {"count": len(arrivals), "first": arrivals[0][0] if arrivals else None,
                "last": arrivals[-1][0] if arrivals else None}

    def report(self):
        state = self.state
        with open(state.args.out, "w") as out:
            for arrival, topic, path in state.arrivals:
                out.write(f"{arrival:.6f}\t{topic}\t{path}\n")
        verified, errors = 0, []
        keys = None
        for path, headers, body in state.samples:
            try:
                keys = keys or load_keys(state.args.keys_file)
                check(path, headers, body, keys)
                verified += 1
            except Exception as error:  # every failure is a finding for the report
                errors.append(f"{path}: {error!r}")
        return dict(self.stats(), samples=len(state.samples), verified=verified, errors=errors[:10])


def load_keys(path):
    from cryptography.hazmat.primitives.asymmetric import ec
    with open(path) as f:
        stored = json.load(f)
    return {index: (ec.derive_private_key(int.from_bytes(b64u_decode(k["private"]), "big"), ec.SECP256R1()),
                    b64u_decode(k["auth"]))
            for index, k in stored.items()}


def check(path, headers, body, keys):
    """Raises unless the message is a valid VAPID-signed aes128gcm push with the expected JSON."""
    import http_ece
    from push_sink import verify_vapid
    verify_vapid(headers.get("authorization"), f"http://{headers.get('host')}")
    if headers.get("content-encoding") != "aes128gcm":
        raise ValueError(f"Content-Encoding {headers.get('content-encoding')!r}")
    if not headers.get("ttl", "").isdigit():
        raise ValueError(f"TTL {headers.get('ttl')!r}")
    private_key, auth = keys[path.rsplit("/", 1)[1]]
    payload = json.loads(http_ece.decrypt(body, private_key=private_key, auth_secret=auth, version="aes128gcm"))
    if set(payload) != {"title", "body", "url", "tag"} or not payload["tag"].startswith("notice-"):
        raise ValueError(f"unexpected payload {payload!r}")


async def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--keys-file", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--sample-every", type=int, default=1000)
    args = parser.parse_args()
    state = State(args)
    loop = asyncio.get_running_loop()
    server = await loop.create_server(lambda: PushProtocol(state), args.host, args.port, backlog=1024)
    print(f"push_counter ready: http://{args.host}:{args.port}/push/N", flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
