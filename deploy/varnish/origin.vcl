# The origin behind the edge in docker-compose.yml: the fleet's balancer. It is sick when
# /api/health fails (no instance, or no database); the edge then serves what it has.
backend balancer {
  .host = "lb";
  .port = "8080";
  .connect_timeout = 1s;
  .probe = {
    .url = "/api/health";
    .interval = 2s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
  }
}

sub origin_choose {
  set req.backend_hint = balancer;
}
