typedef struct {
  float x, y, z;
} vec3;
struct Particle {
  vec3 pos;
  vec3 vel;
  float mass;
};
const float kGravity = -9.81f;
static const int kOffsets[4] = {0, 1, 3, 7};
static inline float dot3(const vec3 a, const vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
@kernel void stepParticles(const int n, const float dt, struct Particle *p, float *energy) {
  for (int b = 0; b < (n + 128 - 1) / 128; ++b; @outer) {
    for (int t = 0; t < 128; ++t; @inner) {
      const int i = b * 128 + t;
      if (i < n) {
        p[i].vel.z += kGravity * dt;
        p[i].pos.x += dt * p[i].vel.x;
        p[i].pos.y += dt * p[i].vel.y;
        p[i].pos.z += dt * p[i].vel.z;
      }
    }
  }
  for (int b = 0; b < (n + 128 - 1) / 128; ++b; @outer) {
    for (int t = 0; t < 128; ++t; @inner) {
      const int i = b * 128 + t;
      if (i < n) energy[i] = (0.5f * (p[i].mass * dot3(p[i].vel, p[i].vel))) + kOffsets[i & 3];
    }
  }
}
