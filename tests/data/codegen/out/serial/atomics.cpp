extern "C" void atomics(const int &n, const int *v, int *acc) {
  for (int b = 0; b < n; b += 16) {
    for (int t = 0; t < 16; ++t) {
      const int i = b + t;
      if (i < n) {
        acc[0] += v[i];
        ++acc[1];
        acc[2]--;
        acc[3] = acc[3] + v[i];
        acc[4] = v[i] ^ acc[4];
        acc[5] |= v[i];
        acc[6] = acc[6] > v[i] ? acc[6] : v[i];
        {
          acc[7] += 1;
          acc[8] += 2;
        }
        acc[9] += acc[10];
        acc[11] %= 7;
        acc[12] = v[i];
      }
    }
  }
}
