#include <hip/hip_runtime.h>

// Aliases into `@shared` memory inside `@inner` bodies: a reference to a row
// (`float (&row)[NC] = s[j];`), a `const` row reference, a pointer walking a column with a
// comma increment, and a pointer to the first row used as a flat array.
extern "C" __global__ __launch_bounds__(24) void _occa_sharedRowRefs_0(const int nb, const float *in, float *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float s[4][6];
    __shared__ float colsum[6];
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        float (&row)[6] = s[j];
        row[i] = in[(b * 4 + j) * 6 + i];
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        if (j == 0) {
          const float *p = &s[0][i];
          float acc = 0.0f;
          for (int k = 0; k < 4; ++k, p += 6) {
            acc += *p;
          }
          colsum[i] = acc;
        }
      }
    }
    __syncthreads();
    {
      int j = 0 + threadIdx.y;
      {
        int i = 0 + threadIdx.x;
        const float (&r)[6] = s[j];
        float *flat = s[0];
        out[(b * 4 + j) * 6 + i] = r[6 - 1 - i] + colsum[i] + flat[j * 6 + i] * 0.5f;
      }
    }
  }
}
