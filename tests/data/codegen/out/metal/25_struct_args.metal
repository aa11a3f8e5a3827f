#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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

kernel void _occa_structArgs_0(constant int &n [[buffer(0)]], constant pt_t &shift [[buffer(1)]], constant real_t &dt [[buffer(2)]], device struct Particle *p [[buffer(3)]], device float *energy [[buffer(4)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int b = 0 + (32 * _occa_group_position.x);
    {
      int t = 0 + _occa_thread_position.x;
      const int i = b + t;
      if (i < n) {
        p[i].pos.x += dt * p[i].vel.x + shift.x;
        p[i].pos.y += dt * p[i].vel.y + shift.y;
        energy[i] = 0.5f * p[i].mass * dot2(p[i].vel, p[i].vel) + dot2(p[i].pos, shift);
      }
    }
  }
}
