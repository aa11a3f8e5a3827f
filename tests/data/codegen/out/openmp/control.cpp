extern "C" void control(const int &n, int *a) {
  #pragma GCC unroll 4
  for (int j = 0, k = n; j < k; ++j, --k) {
    a[j] += k;
  }
  #pragma omp parallel for
  for (int g = 0; g < n; ++g) {
    int x = a[g];
    while (x > 1) {
      if (x % 2 == 0) {
        x /= 2;
      } else if (x == 3) {
        break;
      } else {
        x = 3 * x + 1;
      }
    }
    switch (x) {
      case 1:
        a[g] = 0;
        break;
      default:
        a[g] = x;
    }
    do {
      x--;
    } while (x > 0);
    ;
  }
}
