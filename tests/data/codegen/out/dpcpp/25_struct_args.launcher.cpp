#include <occa/core/kernel.hpp>

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

extern "C" void structArgs(occa::modeKernel_t **deviceKernels, const int &n, pt_t &shift, const real_t &dt, occa::modeMemory_t *p, occa::modeMemory_t *energy) {
  {
    const long long _occa_outer_x = (n - 0 + 32 - 1) / 32;
    const long long _occa_inner_x = 32;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, shift, dt, p, energy);
    }
  }
}
