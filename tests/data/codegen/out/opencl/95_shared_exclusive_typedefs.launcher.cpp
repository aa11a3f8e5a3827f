#include <occa/core/kernel.hpp>

// `@shared` and `@exclusive` data of typedef'd array types, a typedef that carries `@shared`,
// struct and namespaced-struct element types, and helper functions that take such data by
// pointer, by array parameter, by reference to a 2-D array and by scalar reference.
typedef struct {
  float x;
  float y;
} vec2;

typedef vec2 row_t[4];

typedef float tile_t[4][4];

typedef int ishared_t;

struct geo__box {
  int lo;
  int hi;
};
namespace geo { using box = geo__box; }

// namespace geo
inline void store(float s[4], int t, float v) {
  s[t] = v;
}

inline float rowSum(const float *s) {
  float r = 0.0f;
  for (int k = 0; k < 4; ++k) {
    r += s[k];
  }
  return r;
}

inline void bump(int *e) {
  *e += 1;
}

inline void bumpPtr(int *e) {
  *e += 2;
}

inline void twiceRow(float m[2][4], int t) {
  m[1][t] = 2.0f * m[0][t];
}

extern "C" void sharedExclusiveTypedefs(occa::modeKernel_t **deviceKernels, const int &nB, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = nB - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nB, in, out);
    }
  }
}
