#include <hip/hip_runtime.h>

// streamparanumal gatherScatter (paranumal/streamparanumal libs/ogs/okl/ogsKernels.okl, MIT
// licence), the kernel verbatim with both `#if OCCA_USE_DPCPP!=1` branches (the DPCPP one holds
// `#if 0` alternatives): OCCA properties define the element type `T`, `OGS_OP_INIT` and the
// function-like `OGS_OP(a, b)`, here as `#define`s (a sum). Two @outer levels (fields k, blocks
// b), @exclusive block bounds set in the first @inner loop and read in the next two, @shared
// staging of gathered and scattered values, strided regular loops with run-time bounds.
extern "C" __global__ __launch_bounds__(2) void _occa_gatherScatter_0(const int Ngather, const int Nblocks, const int K, const int *__restrict__ blockStarts, const int *__restrict__ gatherStarts, const int *__restrict__ gatherIds, const int *__restrict__ scatterStarts, const int *__restrict__ scatterIds, double *__restrict__ q) {
  {
    int k = 0 + blockIdx.y;
    {
      int b = 0 + blockIdx.x;
      int blockStart;
      int blockEnd;
      int gStart;
      int sStart;
      __shared__ double gtemp[16];
      __shared__ double stemp[16];
      {
        int n = 0 + threadIdx.x;
        blockStart = blockStarts[b];
        blockEnd = blockStarts[b + 1];
        gStart = gatherStarts[blockStart];
        sStart = scatterStarts[blockStart];
        for (int id = gStart + n; id < gatherStarts[blockEnd]; id += 2) {
          gtemp[id - gStart] = q[k + gatherIds[id] * K];
        }
      }
      __syncthreads();
      {
        int n = 0 + threadIdx.x;
        for (int row = blockStart + n; row < blockEnd; row += 2) {
          const int gRowStart = gatherStarts[row] - gStart;
          const int gRowEnd = gatherStarts[row + 1] - gStart;
          const int sRowStart = scatterStarts[row] - sStart;
          const int sRowEnd = scatterStarts[row + 1] - sStart;
          double gq = 0.0;
          for (int i = gRowStart; i < gRowEnd; i++) {
            gq += gtemp[i];
          }
          for (int i = sRowStart; i < sRowEnd; i++) {
            stemp[i] = gq;
          }
        }
      }
      __syncthreads();
      {
        int n = 0 + threadIdx.x;
        for (int id = sStart + n; id < scatterStarts[blockEnd]; id += 2) {
          q[k + scatterIds[id] * K] = stemp[id - sStart];
        }
      }
    }
  }
}
