"""A local Web Push endpoint on loopback for Domov's push tests.

It plays the push service and the browser at once: at start it makes a subscription key
pair and auth secret (what a browser's PushManager would), and for every push it verifies
the VAPID token (RFC 8292: ES256 signature with the key in `k`, audience = this origin,
expiry within 24 hours, mailto:/https: subject) and decrypts the body with http_ece
(RFC 8291 aes128gcm), recording the plaintext and the headers.

  GET  /subscription          {"endpoint_base", "p256dh", "auth"}: append any id to endpoint_base
  POST /push/ID               verify + decrypt + record; 201, or 400/401/403 with the reason
  GET  /received/ID           what was recorded for ID (404 if nothing)
  POST /status/CODE/ID        answers CODE (404, 410, 413, 429, 500, ...), Retry-After on 429/5xx

Usage: push_sink.py --port P [--host 127.0.0.1] [--state-file FILE]
"""

import argparse
import base64
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

MAX_BODY = 4096  # what RFC 8030 section 7.2 obliges a push service to accept


def b64u_encode(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b64u_decode(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Subscription:
    def __init__(self):
        self.private_key = ec.generate_private_key(ec.SECP256R1())
        self.public_bytes = self.private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        self.auth = os.urandom(16)


def verify_vapid(authorization, origin):
    """The claims of a valid `vapid t=..., k=...` header; raises ValueError with the reason."""
    if not authorization or not authorization.lower().startswith("vapid "):
        raise ValueError("missing vapid Authorization")
    params = {}
    for item in authorization[6:].split(","):
        name, _, value = item.strip().partition("=")
        params[name.strip().lower()] = value.strip()
    token, key = params.get("t"), params.get("k")
    if not token or not key:
        raise ValueError("vapid needs t and k")
    public_bytes = b64u_decode(key)
    if len(public_bytes) != 65 or public_bytes[0] != 4:
        raise ValueError("k is not an uncompressed P-256 point")
    public_key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), public_bytes)
    parts = token.split(".")
    if len(parts) != 3:
        raise ValueError("t is not a JWS compact serialization")
    header = json.loads(b64u_decode(parts[0]))
    claims = json.loads(b64u_decode(parts[1]))
    if header.get("alg") != "ES256":
        raise ValueError(f"alg must be ES256, not {header.get('alg')}")
    signature = b64u_decode(parts[2])
    if len(signature) != 64:
        raise ValueError("ES256 signature must be 64 bytes (r || s)")
    der = encode_dss_signature(int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big"))
    try:
        public_key.verify(der, (parts[0] + "." + parts[1]).encode(), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        raise ValueError("bad VAPID signature") from None
    if claims.get("aud") != origin:
        raise ValueError(f"aud {claims.get('aud')!r} is not {origin!r}")
    now = time.time()
    exp = claims.get("exp")
    if not isinstance(exp, int) or exp <= now or exp > now + 24 * 3600:
        raise ValueError(f"exp {exp!r} not within the next 24 hours")
    sub = claims.get("sub", "")
    if not (sub.startswith("mailto:") or sub.startswith("https:")):
        raise ValueError(f"sub {sub!r} is not mailto: or https:")
    return {"aud": claims["aud"], "exp": exp, "sub": sub, "k": key}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "domov-push-sink/1"

    def log_message(self, fmt, *args):
        print("push_sink:", fmt % args, flush=True)

    def reply(self, status, body=b"", content_type="text/plain; charset=utf-8", headers=()):
        if isinstance(body, str):
            body = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def reply_json(self, status, value):
        self.reply(status, json.dumps(value), "application/json")

    def read_body(self):
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def do_GET(self):
        state = self.server.state
        if self.path == "/subscription":
            host = self.headers.get("Host")
            self.reply_json(200, {
                "endpoint_base": f"http://{host}/push/",
                "p256dh": b64u_encode(state.subscription.public_bytes),
                "auth": b64u_encode(state.subscription.auth),
            })
        elif self.path.startswith("/received/"):
            with state.lock:
                record = state.received.get(self.path[len("/received/"):])
            self.reply_json(200, record) if record else self.reply(404, "nothing received")
        else:
            self.reply(404, "no such path")

    def do_POST(self):
        state = self.server.state
        body = self.read_body()
        segments = self.path.strip("/").split("/")
        if segments[0] == "status" and len(segments) >= 2:
            code = int(segments[1])
            retry = [("Retry-After", "7")] if code == 429 or code >= 500 else []
            self.reply(code, f"test sink answers {code}", headers=retry)
            return
        if segments[0] != "push" or len(segments) != 2:
            self.reply(404, "no such subscription")
            return
        push_id = segments[1]
        if len(body) > MAX_BODY:
            self.reply(413, f"body of {len(body)} bytes exceeds {MAX_BODY}")
            return
        headers = {name: self.headers.get(name)
                   for name in ("TTL", "Urgency", "Topic", "Content-Encoding", "Content-Type")}
        try:
            vapid = verify_vapid(self.headers.get("Authorization"), f"http://{self.headers.get('Host')}")
        except (ValueError, KeyError) as error:
            self.reply(403 if "signature" in str(error) else 401, f"VAPID rejected: {error}")
            return
        if headers["Content-Encoding"] != "aes128gcm":
            self.reply(415, "Content-Encoding must be aes128gcm")
            return
        if headers["TTL"] is None or not headers["TTL"].isdigit():
            self.reply(400, "TTL header missing or not a number")
            return
        if headers["Urgency"] not in (None, "very-low", "low", "normal", "high"):
            self.reply(400, f"bad Urgency {headers['Urgency']}")
            return
        try:
            plaintext = http_ece.decrypt(body, private_key=state.subscription.private_key,
                                         auth_secret=state.subscription.auth, version="aes128gcm")
        except Exception as error:  # http_ece raises ECEException and cryptography errors
            self.reply(400, f"cannot decrypt: {error!r}")
            return
        record = {
            "payload_base64": base64.b64encode(plaintext).decode(),
            "body_length": len(body),
            "record_size": int.from_bytes(body[16:20], "big"),
            "headers": headers,
            "vapid": vapid,
        }
        with state.lock:
            state.received[push_id] = record
        self.reply(201, "", headers=[("Location", f"/message/{push_id}")])


class State:
    def __init__(self):
        self.subscription = Subscription()
        self.received = {}
        self.lock = threading.Lock()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    server.daemon_threads = True
    server.state = State()
    print(f"push_sink ready: http://{args.host}:{args.port}/subscription", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
