#include <occa/core/kernel.hpp>

// Helper functions as a libParanumal/nekRS author writes them: forward declarations of helpers
// defined after the kernel (one `static`, one with default arguments given in the declaration),
// overloads chosen by the types of `@shared` and `@exclusive` arguments (array by reference,
// `const` array of another length, float/int/double scalars, `float &`/`int &`), `constexpr` and
// recursive helpers, templates deducing array bounds of `@shared`/`@exclusive` arrays, rows of
// 2-D arrays by reference, and function pointers chosen per work-group in the `@outer` body.
float twice(float x);

static int fact(int n);

int pick(int a, int b = 10, int c = 100);

static inline float rowSum(float (&s)[16]) {
  float r = 0;
  for (int k = 0; k < 16; ++k) {
    r += s[k];
  }
  return r;
}

static inline float rowSum(const float (&s)[8]) {
  return -1.0f * s[0];
}

inline float scale(float x) {
  return 2 * x;
}

inline float scale(int x) {
  return 3.0f * x;
}

inline float scale(double x) {
  return 4.0f * (float)x;
}

constexpr int sq(int x) {
  return x * x;
}

static float addOne(float x) {
  return x + 1;
}

static float negate(float x) {
  return -x;
}

typedef float (*unary)(float);

static inline void bump(float &e) {
  e += 0.5f;
}

static inline void bump(int &e) {
  e += 7;
}

template <int N>
constexpr int lenOf(const float (&)[N]) {
  return N;
}

template <int R, int C>
int dims(int (&a)[R][C]) {
  a[R - 1][C - 1] += 1;
  return R * 100 + C;
}

static float rsum(const float *p, int n) {
  return n == 0 ? 0.0f : p[0] + rsum(p + 1, n - 1);
}

static inline int firstOf(const int (&row)[3]) {
  return row[0];
}

extern "C" void helperForms(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *out, occa::modeMemory_t *iout) {
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, out, iout);
    }
  }
}

float twice(float x) {
  return 2 * x;
}

static int fact(int n) {
  return n <= 1 ? 1 : n * fact(n - 1);
}

int pick(int a, int b, int c) {
  return a + b + c;
}
