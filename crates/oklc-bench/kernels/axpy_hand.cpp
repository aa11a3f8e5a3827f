// axpy, hand-written C++/OpenMP: the same blocking of 256 elements per parallel chunk.
extern "C" void axpy(const int &N, const float &alpha, const float *__restrict__ x,
                     float *__restrict__ y) {
  const int n = N;
  const float a = alpha;
#pragma omp parallel for
  for (int b = 0; b < n; b += 256) {
    const int e = b + 256 < n ? b + 256 : n;
#pragma omp simd
    for (int i = b; i < e; ++i) {
      y[i] = a * x[i] + y[i];
    }
  }
}
