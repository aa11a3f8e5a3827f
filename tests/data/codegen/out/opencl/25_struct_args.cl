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

__kernel __attribute__((reqd_work_group_size(32, 1, 1))) void _occa_structArgs_0(const int n, pt_t shift, const real_t dt, __global struct Particle *p, __global float *energy) {
  {
    int b = 0 + (32 * get_group_id(0));
    {
      int t = 0 + get_local_id(0);
      const int i = b + t;
      if (i < n) {
        p[i].pos.x += dt * p[i].vel.x + shift.x;
        p[i].pos.y += dt * p[i].vel.y + shift.y;
        energy[i] = 0.5f * p[i].mass * dot2(p[i].vel, p[i].vel) + dot2(p[i].pos, shift);
      }
    }
  }
}
