extern "C" void atomics(const int &n, const int *v, int *acc) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      const int i = b + t;
      if (i < n) {
        #pragma omp atomic
        acc[0] += v[i];
        #pragma omp atomic
        ++acc[1];
        #pragma omp atomic
        acc[2]--;
        #pragma omp atomic
        acc[3] = acc[3] + v[i];
        #pragma omp atomic
        acc[4] = v[i] ^ acc[4];
        #pragma omp atomic
        acc[5] |= v[i];
        #pragma omp critical
        {
          acc[6] = acc[6] > v[i] ? acc[6] : v[i];
        }
        #pragma omp critical
        {
          acc[7] += 1;
          acc[8] += 2;
        }
        #pragma omp critical
        {
          acc[9] += acc[10];
        }
        #pragma omp critical
        {
          acc[11] %= 7;
        }
        #pragma omp critical
        {
          acc[12] = v[i];
        }
      }
    }
  }
}
