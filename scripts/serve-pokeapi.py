#!/usr/bin/env python3
"""Serves a static PokeAPI copy on loopback the way pokeapi.co answers: /x/ maps to x/index.json,
and list endpoints are paged with ?limit=&offset= (python3's http.server does neither). Used by
scripts/sync-snapshot and by the sync.full benchmark, like Tests/TestServer does for the tests.

Usage: scripts/serve-pokeapi.py DIR PORT_FILE   (writes the port it listens on to PORT_FILE)
"""
import json, os, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

root, port_file = os.path.realpath(sys.argv[1]), sys.argv[2]

class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, which the sync's URLSession reuses
    # Headers and body go out in separate writes; with Nagle's algorithm each response then
    # waits ~40 ms for the client's delayed ACK.
    disable_nagle_algorithm = True

    def do_GET(self):
        url = urlsplit(self.path)
        parts = [p for p in unquote(url.path).split("/") if p]
        path = os.path.join(root, *parts)
        if any(p in (".", "..") for p in parts):
            return self.send(404, b"Not Found")
        if os.path.isdir(path):
            path = os.path.join(path, "index.json")
        if not os.path.isfile(path):
            return self.send(404, b"Not Found")
        with open(path, "rb") as f:
            body = f.read()
        if len(parts) == 3 and parts[:2] == ["api", "v2"]:
            body = self.page(json.loads(body), parse_qs(url.query), url.path)
        self.send(200, body, "application/json")

    def page(self, listing, query, path):
        # PokeAPI pages lists with ?limit=&offset= (default 20); the copy holds them whole.
        def number(name, default):
            try:
                return int(query[name][0])
            except (KeyError, ValueError):
                return default
        results = listing["results"]
        limit = number("limit", 20)
        limit = limit if limit > 0 else 20
        offset = max(0, number("offset", 0))
        base = "http://%s:%d%s" % (*self.server.server_address, path)
        previous = None
        if offset > 0:
            previous = base + ("?limit=%d" % limit if offset - limit <= 0
                               else "?offset=%d&limit=%d" % (offset - limit, limit))
        page = {
            "count": len(results),
            "next": base + "?offset=%d&limit=%d" % (offset + limit, limit)
            if offset + limit < len(results) else None,
            "previous": previous,
            "results": results[offset:offset + limit],
        }
        return json.dumps(page, sort_keys=True).encode()

    def send(self, status, body, content_type="text/plain"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass

server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
with open(port_file, "w") as f:
    f.write(str(server.server_address[1]))
server.serve_forever()
