// streamparanumal gatherScatter (paranumal/streamparanumal libs/ogs/okl/ogsKernels.okl, MIT
// licence), the kernel verbatim with both `#if OCCA_USE_DPCPP!=1` branches (the DPCPP one holds
// `#if 0` alternatives): OCCA properties define the element type `T`, `OGS_OP_INIT` and the
// function-like `OGS_OP(a, b)`, here as `#define`s (a sum). Two @outer levels (fields k, blocks
// b), @exclusive block bounds set in the first @inner loop and read in the next two, @shared
// staging of gathered and scattered values, strided regular loops with run-time bounds.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel __attribute__((reqd_work_group_size(2, 1, 1))) void _occa_gatherScatter_0(const int Ngather, const int Nblocks, const int K, __global const int *restrict blockStarts, __global const int *restrict gatherStarts, __global const int *restrict gatherIds, __global const int *restrict scatterStarts, __global const int *restrict scatterIds, __global double *restrict q) {
  __local double gtemp[16];
  __local double stemp[16];
  {
    int k = 0 + get_group_id(1);
    {
      int b = 0 + get_group_id(0);
      int blockStart;
      int blockEnd;
      int gStart;
      int sStart;
      {
        int n = 0 + get_local_id(0);
        blockStart = blockStarts[b];
        blockEnd = blockStarts[b + 1];
        gStart = gatherStarts[blockStart];
        sStart = scatterStarts[blockStart];
        for (int id = gStart + n; id < gatherStarts[blockEnd]; id += 2) {
          gtemp[id - gStart] = q[k + gatherIds[id] * K];
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int n = 0 + get_local_id(0);
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
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        int n = 0 + get_local_id(0);
        for (int id = sStart + n; id < scatterStarts[blockEnd]; id += 2) {
          q[k + scatterIds[id] * K] = stemp[id - sStart];
        }
      }
    }
  }
}
