#include <hip/hip_runtime.h>

// nekRS-style sizes written with casts to the code's own integer typedefs: an `@inner` bound
// `(dlong)p_Nq`, a `@shared` extent `(dlong)(p_Nq * p_Nq)` and an `@exclusive` array extent
// `(hlong)2`. A cast to an integer typedef folds like a cast to the type it names.
typedef int dlong;

typedef long long hlong;

extern "C" __global__ __launch_bounds__(16) void _occa_typedefCastExtents_0(const dlong Nelements, const float *q, float *Aq) {
  {
    dlong e = 0 + blockIdx.x;
    __shared__ float s_q[(dlong)(4 * 4)];
    float r[(hlong)2];
    {
      dlong j = 0 + threadIdx.y;
      {
        dlong i = 0 + threadIdx.x;
        s_q[j * 4 + i] = q[e * 4 * 4 + j * 4 + i];
        r[0] = (float)i;
        r[1] = (float)j;
      }
    }
    __syncthreads();
    {
      dlong j = 0 + threadIdx.y;
      {
        dlong i = 0 + threadIdx.x;
        Aq[e * 4 * 4 + j * 4 + i] = s_q[i * 4 + j] + 10.0f * r[0] + 100.0f * r[1];
      }
    }
  }
}
