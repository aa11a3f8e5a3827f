// Parameter qualifier spellings of real kernels: `@restrict` on `const` pointers before and
// after the `*`, `const` pointers (`float *const`), pointers to `const` written `float const *`,
// `const dfloat *__restrict__` spelled by hand, non-`const` scalars, and `const` scalars of
// typedef'd types. Metadata must give `const: true` exactly for pointee/scalar `const`.
typedef double dfloat;

typedef int dlong;

extern "C" void restrictConst(const dlong &N, dfloat &alpha, const dfloat *__restrict__ x, const dfloat *y, const dfloat *__restrict__ z, dfloat *const __restrict__ w, dfloat *__restrict__ out) {
  #pragma omp parallel for
  for (dlong b = 0; b < N; b += 8) {
    for (dlong t = b; t < b + 8; ++t) {
      if (t < N) {
        w[t] = alpha * x[t] + y[t];
        out[t] = w[t] * z[t];
      }
    }
  }
}
