// libParanumal parAlmond `SpMVcsr1` (libs/parAlmond/okl/SpMVcsr.okl), y = alpha A x + beta y
// over a CSR matrix cut into blocks of rows: a multi-declarator `@exclusive` (block bounds read
// by every work-item), a `@shared` buffer of the block's products filled by a strided regular
// loop whose bound is a global read, then rows strided over the work-items with `?:` on a
// double comparison; `@restrict const` parameters of typedef'd types. `SpMVcsr2` stays in the
// file (not executed) as in the source.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef int dlong;

typedef double dfloat;

typedef float pfloat;

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_SpMVcsr1_0(const dlong Nblocks, const dfloat alpha, const dfloat beta, __global const dlong *restrict blockStarts, __global const dlong *restrict rowStarts, __global const dlong *restrict cols, __global const pfloat *restrict vals, __global const dfloat *restrict x, __global dfloat *restrict y) {
  __local dfloat temp[20];
  {
    dlong b = 0 + get_group_id(0);
    dlong blockStart;
    dlong blockEnd;
    dlong start;
    {
      dlong n = 0 + get_local_id(0);
      blockStart = blockStarts[b];
      blockEnd = blockStarts[b + 1];
      start = rowStarts[blockStart];
      for (dlong id = start + n; id < rowStarts[blockEnd]; id += 4) {
        temp[id - start] = vals[id] * x[cols[id]];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      dlong n = 0 + get_local_id(0);
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

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_SpMVcsr2_0(const dlong Nblocks, const dfloat alpha, const dfloat beta, __global const dlong *restrict blockStarts, __global const dlong *restrict rowStarts, __global const dlong *restrict cols, __global const pfloat *restrict vals, __global const dfloat *restrict x, __global const dfloat *restrict y, __global dfloat *restrict z) {
  __local dfloat temp[20];
  {
    dlong b = 0 + get_group_id(0);
    dlong blockStart;
    dlong blockEnd;
    dlong start;
    {
      dlong n = 0 + get_local_id(0);
      blockStart = blockStarts[b];
      blockEnd = blockStarts[b + 1];
      start = rowStarts[blockStart];
      for (dlong id = start + n; id < rowStarts[blockEnd]; id += 4) {
        temp[id - start] = vals[id] * x[cols[id]];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      dlong n = 0 + get_local_id(0);
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
