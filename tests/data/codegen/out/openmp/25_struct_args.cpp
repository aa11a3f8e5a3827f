// Structs and typedefs as kernel arguments.
typedef struct {
  float x;
  float y;
} pt_t;

struct Particle {
  pt_t pos;
  pt_t vel;
  float mass;
};

typedef float real_t;

static inline float dot2(const pt_t a, const pt_t b) {
  return a.x * b.x + a.y * b.y;
}

extern "C" void structArgs(const int &n, pt_t &shift, const real_t &dt, struct Particle *p, float *energy) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 32) {
    for (int t = 0; t < 32; ++t) {
      const int i = b + t;
      if (i < n) {
        p[i].pos.x += dt * p[i].vel.x + shift.x;
        p[i].pos.y += dt * p[i].vel.y + shift.y;
        energy[i] = 0.5f * p[i].mass * dot2(p[i].vel, p[i].vel) + dot2(p[i].pos, shift);
      }
    }
  }
}
