# The edge: Varnish in front of the site (docker-compose.yml, profile "fleet"; README, "Behind a
# shared cache"). Needs Debian's varnish (7.1) and varnish-modules (the xkey vmod), and
# `-p http_gzip_support=off`: the site compresses itself, in brotli where the browser takes it,
# and Varnish must keep each encoding apart instead of turning every request into gzip.
#
# - Stored: only answers the site marks shareable (Cache-Control public or s-maxage, no
#   Set-Cookie), for as long as they say; the built assets and fonts for a year.
# - Never stored: the admin, previews, sessions, anything sent with Set-Cookie or private.
# - Key: the address, HTML or flight data, and the encoding (br, gzip, none).
# - Purged by tag: the site sends each answer's cache tags in `xkey`, and on publish a
#   `PURGE` with `xkey-purge: <tags>` from a trusted address (and the token, when
#   VARNISH_PURGE_TOKEN is set in Varnish's environment) drops every answer with one of them.
# - Grace: with every app instance down, the last good answers are served (for up to a day)
#   while /api/health says what is down.
#
# origin.vcl names the origin: the balancer in compose, or the instances themselves.
vcl 4.1;

import std;
import xkey;

include "origin.vcl";

acl purgers {
  "localhost";
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}

sub vcl_recv {
  call origin_choose;
  # The visitor's address, first and alone: what a visitor sends in the header is not kept
  # (the balancer appends Varnish's; the site, trusting both as TRUSTED_PROXIES, takes this one).
  set req.http.X-Forwarded-For = client.ip;
  # The request's id, made here for every request (the site keeps it, as it comes from a trusted
  # proxy: its log lines and traces carry it, and the answer shows it). What a visitor sends in
  # the header is not kept either. varnishncsa logs it with `%{X-Request-Id}i`.
  set req.http.X-Request-Id = "edge-" + server.identity + "-" + req.xid;

  if (req.method == "PURGE") {
    if (client.ip !~ purgers ||
        (std.getenv("VARNISH_PURGE_TOKEN") ~ "." &&
         req.http.Authorization != "Bearer " + std.getenv("VARNISH_PURGE_TOKEN"))) {
      return (synth(403, "Not allowed to purge"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the tags to purge in xkey-purge"));
    }
    return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
  }

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }

  # The admin, previews, the site's own routes, and the API's personal or live answers.
  if (req.url ~ "^/(admin|next)(/|\?|$)" ||
      req.url ~ "^/api/(health|graphql|users|members|enquiries|payload-|translations|demoWallet|createMember|submitEnquiry)" ||
      req.url ~ "[?&](draft|preview)=") {
    return (pass);
  }
  # Someone signed in, or in draft mode: their answers are theirs alone.
  if (req.http.Authorization ||
      req.http.Cookie ~ "(^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=") {
    return (pass);
  }
  # Flight data is asked for with the `rsc` header and an `_rsc` search parameter (a hash of the
  # router headers); the site sends HTML for one without the other. Neither is stored.
  if ((req.http.rsc && req.url !~ "[?&]_rsc(=|&|$)") || (!req.http.rsc && req.url ~ "[?&]_rsc(=|&|$)")) {
    return (pass);
  }

  if (req.http.Accept-Encoding ~ "\bbr\b") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }

  # While the origin is healthy, an expired answer is refreshed before it is served, bar a few
  # seconds of overlap; while it is down, the last good one is served for its whole grace.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 10s;
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  hash_data(req.http.host);
  if (req.http.rsc) {
    hash_data("flight");
  } else {
    hash_data("html");
  }
  hash_data(req.http.Accept-Encoding);
  return (lookup);
}

sub vcl_backend_fetch {
  # A stored answer is everyone's: the visitor's cookies are not the origin's business.
  if (bereq.uncacheable == false) {
    unset bereq.http.Cookie;
  }
}

sub vcl_backend_response {
  # Asked for by the edge itself (a refresh in the background): a failure keeps the old answer.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  if (bereq.url ~ "^/(_next/static|fonts)/" && beresp.status == 200) {
    set beresp.ttl = 365d;
    set beresp.grace = 1d;
    return (deliver);
  }
  if (bereq.uncacheable ||
      beresp.status >= 500 ||
      beresp.http.Set-Cookie ||
      beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)" ||
      beresp.http.Cache-Control !~ "(?i)(public|s-maxage)") {
    # Not stored; the next request for it goes to the origin at once.
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    return (deliver);
  }
  # The lifetime the site gave (s-maxage), then a day of grace for an outage.
  set beresp.grace = 1d;
  return (deliver);
}

sub vcl_backend_error {
  if (bereq.is_bgfetch) {
    return (abandon);
  }
  # Nothing stored and no origin: say so in the site's own JSON shape.
  set beresp.http.Content-Type = "application/json; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "30";
  set beresp.status = 503;
  synthetic({"{"status":"down","app":"unreachable","error":"No app instance is answering." }"});
  return (deliver);
}

sub vcl_deliver {
  # This request's id, also on a stored answer (which kept the id of the request that fetched it).
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  # The tags and lifetimes are for shared caches alone (a CDN in front strips its own in turn).
  unset resp.http.xkey;
  unset resp.http.Surrogate-Control;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
