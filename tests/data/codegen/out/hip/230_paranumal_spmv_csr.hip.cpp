#include <hip/hip_runtime.h>

// libParanumal parAlmond `SpMVcsr1` (libs/parAlmond/okl/SpMVcsr.okl), y = alpha A x + beta y
// over a CSR matrix cut into blocks of rows: a multi-declarator `@exclusive` (block bounds read
// by every work-item), a `@shared` buffer of the block's products filled by a strided regular
// loop whose bound is a global read, then rows strided over the work-items with `?:` on a
// double comparison; `@restrict const` parameters of typedef'd types. `SpMVcsr2` stays in the
// file (not executed) as in the source.
typedef int dlong;

typedef double dfloat;

typedef float pfloat;

extern "C" __global__ __launch_bounds__(4) void _occa_SpMVcsr1_0(const dlong Nblocks, const dfloat alpha, const dfloat beta, const dlong *__restrict__ blockStarts, const dlong *__restrict__ rowStarts, const dlong *__restrict__ cols, const pfloat *__restrict__ vals, const dfloat *__restrict__ x, dfloat *__restrict__ y) {
  {
    dlong b = 0 + blockIdx.x;
    dlong blockStart;
    dlong blockEnd;
    dlong start;
    __shared__ dfloat temp[20];
    {
      dlong n = 0 + threadIdx.x;
      blockStart = blockStarts[b];
      blockEnd = blockStarts[b + 1];
      start = rowStarts[blockStart];
      for (dlong id = start + n; id < rowStarts[blockEnd]; id += 4) {
        temp[id - start] = vals[id] * x[cols[id]];
      }
    }
    __syncthreads();
    {
      dlong n = 0 + threadIdx.x;
      for (dlong row = blockStart + n; row < blockEnd; row += 4) {
        const dfloat betay = beta == 0. ? 0. : beta * y[row];
        const dlong colStart = rowStarts[row] - start;
        const dlong colEnd = rowStarts[row + 1] - start;
        dfloat result = 0.;
        for (int i = colStart; i < colEnd; i++) {
          result += temp[i];
        }
        y[row] = alpha * result + betay;
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(4) void _occa_SpMVcsr2_0(const dlong Nblocks, const dfloat alpha, const dfloat beta, const dlong *__restrict__ blockStarts, const dlong *__restrict__ rowStarts, const dlong *__restrict__ cols, const pfloat *__restrict__ vals, const dfloat *__restrict__ x, const dfloat *__restrict__ y, dfloat *__restrict__ z) {
  {
    dlong b = 0 + blockIdx.x;
    dlong blockStart;
    dlong blockEnd;
    dlong start;
    __shared__ dfloat temp[20];
    {
      dlong n = 0 + threadIdx.x;
      blockStart = blockStarts[b];
      blockEnd = blockStarts[b + 1];
      start = rowStarts[blockStart];
      for (dlong id = start + n; id < rowStarts[blockEnd]; id += 4) {
        temp[id - start] = vals[id] * x[cols[id]];
      }
    }
    __syncthreads();
    {
      dlong n = 0 + threadIdx.x;
      for (dlong row = blockStart + n; row < blockEnd; row += 4) {
        const dlong colStart = rowStarts[row] - start;
        const dlong colEnd = rowStarts[row + 1] - start;
        dfloat result = 0.;
        for (int i = colStart; i < colEnd; i++) {
          result += temp[i];
        }
        z[row] = alpha * result + beta * y[row];
      }
    }
  }
}
