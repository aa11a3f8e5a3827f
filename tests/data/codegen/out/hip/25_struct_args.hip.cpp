#include <hip/hip_runtime.h>

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

__device__ static inline float dot2(const pt_t a, const pt_t b) {
  return a.x * b.x + a.y * b.y;
}

extern "C" __global__ __launch_bounds__(32) void _occa_structArgs_0(const int n, pt_t shift, const real_t dt, struct Particle *p, float *energy) {
  {
    int b = 0 + (32 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i < n) {
        p[i].pos.x += dt * p[i].vel.x + shift.x;
        p[i].pos.y += dt * p[i].vel.y + shift.y;
        energy[i] = 0.5f * p[i].mass * dot2(p[i].vel, p[i].vel) + dot2(p[i].pos, shift);
      }
    }
  }
}
