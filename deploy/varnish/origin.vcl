# The origin behind the edge in docker-compose.yml: the fleet's balancer. It is sick when
# /api/health/ready fails (no instance ready: no database, migrations pending, draining); the edge
# then serves what it has.
backend balancer {
  .host = "lb";
  .port = "8080";
  .connect_timeout = 1s;
  .probe = {
    .url = "/api/health/ready";
    .interval = 2s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
  }
}

sub origin_choose {
  set req.backend_hint = balancer;
}
