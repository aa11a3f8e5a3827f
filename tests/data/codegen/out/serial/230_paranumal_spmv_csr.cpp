// libParanumal parAlmond `SpMVcsr1` (libs/parAlmond/okl/SpMVcsr.okl), y = alpha A x + beta y
// over a CSR matrix cut into blocks of rows: a multi-declarator `@exclusive` (block bounds read
// by every work-item), a `@shared` buffer of the block's products filled by a strided regular
// loop whose bound is a global read, then rows strided over the work-items with `?:` on a
// double comparison; `@restrict const` parameters of typedef'd types. `SpMVcsr2` stays in the
// file (not executed) as in the source.
typedef int dlong;

typedef double dfloat;

typedef float pfloat;

extern "C" void SpMVcsr1(const dlong &Nblocks, const dfloat &alpha, const dfloat &beta, const dlong *__restrict__ blockStarts, const dlong *__restrict__ rowStarts, const dlong *__restrict__ cols, const pfloat *__restrict__ vals, const dfloat *__restrict__ x, dfloat *__restrict__ y) {
  // y = alpha * A * x + beta * y
  for (dlong b = 0; b < Nblocks; ++b) {
    int _occa_exclusive_index;
    dlong blockStart[4];
    dlong blockEnd[4];
    dlong start[4];
    dfloat temp[20];
    _occa_exclusive_index = 0;
    for (dlong n = 0; n < 4; ++n) {
      _occa_exclusive_index = n;
      blockStart[_occa_exclusive_index] = blockStarts[b];
      blockEnd[_occa_exclusive_index] = blockStarts[b + 1];
      start[_occa_exclusive_index] = rowStarts[blockStart[_occa_exclusive_index]];
      for (dlong id = start[_occa_exclusive_index] + n; id < rowStarts[blockEnd[_occa_exclusive_index]]; id += 4) {
        temp[id - start[_occa_exclusive_index]] = vals[id] * x[cols[id]];
      }
    }
    _occa_exclusive_index = 0;
    for (dlong n = 0; n < 4; ++n) {
      _occa_exclusive_index = n;
      for (dlong row = blockStart[_occa_exclusive_index] + n; row < blockEnd[_occa_exclusive_index]; row += 4) {
        const dfloat betay = beta == 0. ? 0. : beta * y[row];
        const dlong colStart = rowStarts[row] - start[_occa_exclusive_index];
        const dlong colEnd = rowStarts[row + 1] - start[_occa_exclusive_index];
        dfloat result = 0.;
        for (int i = colStart; i < colEnd; i++) {
          result += temp[i];
        }
        y[row] = alpha * result + betay;
      }
    }
  }
}

extern "C" void SpMVcsr2(const dlong &Nblocks, const dfloat &alpha, const dfloat &beta, const dlong *__restrict__ blockStarts, const dlong *__restrict__ rowStarts, const dlong *__restrict__ cols, const pfloat *__restrict__ vals, const dfloat *__restrict__ x, const dfloat *__restrict__ y, dfloat *__restrict__ z) {
  // z = alpha * A * x + beta * y
  for (dlong b = 0; b < Nblocks; ++b) {
    int _occa_exclusive_index;
    dlong blockStart[4];
    dlong blockEnd[4];
    dlong start[4];
    dfloat temp[20];
    _occa_exclusive_index = 0;
    for (dlong n = 0; n < 4; ++n) {
      _occa_exclusive_index = n;
      blockStart[_occa_exclusive_index] = blockStarts[b];
      blockEnd[_occa_exclusive_index] = blockStarts[b + 1];
      start[_occa_exclusive_index] = rowStarts[blockStart[_occa_exclusive_index]];
      for (dlong id = start[_occa_exclusive_index] + n; id < rowStarts[blockEnd[_occa_exclusive_index]]; id += 4) {
        temp[id - start[_occa_exclusive_index]] = vals[id] * x[cols[id]];
      }
    }
    _occa_exclusive_index = 0;
    for (dlong n = 0; n < 4; ++n) {
      _occa_exclusive_index = n;
      for (dlong row = blockStart[_occa_exclusive_index] + n; row < blockEnd[_occa_exclusive_index]; row += 4) {
        const dlong colStart = rowStarts[row] - start[_occa_exclusive_index];
        const dlong colEnd = rowStarts[row + 1] - start[_occa_exclusive_index];
        dfloat result = 0.;
        for (int i = colStart; i < colEnd; i++) {
          result += temp[i];
        }
        z[row] = alpha * result + beta * y[row];
      }
    }
  }
}
