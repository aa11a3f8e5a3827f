// streamparanumal gatherScatter (paranumal/streamparanumal libs/ogs/okl/ogsKernels.okl, MIT
// licence), the kernel verbatim with both `#if OCCA_USE_DPCPP!=1` branches (the DPCPP one holds
// `#if 0` alternatives): OCCA properties define the element type `T`, `OGS_OP_INIT` and the
// function-like `OGS_OP(a, b)`, here as `#define`s (a sum). Two @outer levels (fields k, blocks
// b), @exclusive block bounds set in the first @inner loop and read in the next two, @shared
// staging of gathered and scattered values, strided regular loops with run-time bounds.
extern "C" void gatherScatter(const int &Ngather, const int &Nblocks, const int &K, const int *__restrict__ blockStarts, const int *__restrict__ gatherStarts, const int *__restrict__ gatherIds, const int *__restrict__ scatterStarts, const int *__restrict__ scatterIds, double *__restrict__ q) {
  #pragma omp parallel for
  for (int k = 0; k < K; ++k) {
    for (int b = 0; b < Nblocks; ++b) {
      int _occa_exclusive_index;
      int blockStart[2];
      int blockEnd[2];
      int gStart[2];
      int sStart[2];
      double gtemp[16];
      double stemp[16];
      _occa_exclusive_index = 0;
      for (int n = 0; n < 2; ++n) {
        _occa_exclusive_index = n;
        blockStart[_occa_exclusive_index] = blockStarts[b];
        blockEnd[_occa_exclusive_index] = blockStarts[b + 1];
        gStart[_occa_exclusive_index] = gatherStarts[blockStart[_occa_exclusive_index]];
        sStart[_occa_exclusive_index] = scatterStarts[blockStart[_occa_exclusive_index]];
        for (int id = gStart[_occa_exclusive_index] + n; id < gatherStarts[blockEnd[_occa_exclusive_index]]; id += 2) {
          gtemp[id - gStart[_occa_exclusive_index]] = q[k + gatherIds[id] * K];
        }
      }
      _occa_exclusive_index = 0;
      for (int n = 0; n < 2; ++n) {
        _occa_exclusive_index = n;
        for (int row = blockStart[_occa_exclusive_index] + n; row < blockEnd[_occa_exclusive_index]; row += 2) {
          const int gRowStart = gatherStarts[row] - gStart[_occa_exclusive_index];
          const int gRowEnd = gatherStarts[row + 1] - gStart[_occa_exclusive_index];
          const int sRowStart = scatterStarts[row] - sStart[_occa_exclusive_index];
          const int sRowEnd = scatterStarts[row + 1] - sStart[_occa_exclusive_index];
          double gq = 0.0;
          for (int i = gRowStart; i < gRowEnd; i++) {
            gq += gtemp[i];
          }
          for (int i = sRowStart; i < sRowEnd; i++) {
            stemp[i] = gq;
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int n = 0; n < 2; ++n) {
        _occa_exclusive_index = n;
        for (int id = sStart[_occa_exclusive_index] + n; id < scatterStarts[blockEnd[_occa_exclusive_index]]; id += 2) {
          q[k + scatterIds[id] * K] = stemp[id - sStart[_occa_exclusive_index]];
        }
      }
    }
  }
}
