#include <hip/hip_runtime.h>

// Parameter qualifier spellings of real kernels: `@restrict` on `const` pointers before and
// after the `*`, `const` pointers (`float *const`), pointers to `const` written `float const *`,
// `const dfloat *__restrict__` spelled by hand, non-`const` scalars, and `const` scalars of
// typedef'd types. Metadata must give `const: true` exactly for pointee/scalar `const`.
typedef double dfloat;

typedef int dlong;

extern "C" __global__ __launch_bounds__(8) void _occa_restrictConst_0(const dlong N, dfloat alpha, const dfloat *__restrict__ x, const dfloat *y, const dfloat *__restrict__ z, dfloat *const __restrict__ w, dfloat *__restrict__ out) {
  {
    dlong b = 0 + (8 * blockIdx.x);
    {
      dlong t = b + threadIdx.x;
      if (t < N) {
        w[t] = alpha * x[t] + y[t];
        out[t] = w[t] * z[t];
      }
    }
  }
}
