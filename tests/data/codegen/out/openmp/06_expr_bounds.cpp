// Expression bounds: the iteration count of the outer loop is ((N - M - 1) - (M - 1) + 1) / 2.
extern "C" void exprBounds(const int &N, const int &M, int *out) {
  #pragma omp parallel for
  for (int i = N - M - 1; i > M - 1; i -= 2) {
    for (int j = M + 1; j < N - M - 1; j += 1) {
      out[i * N + j] += i - j;
    }
  }
}
