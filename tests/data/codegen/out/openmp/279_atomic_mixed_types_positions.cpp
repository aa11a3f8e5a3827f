// `@atomic` updates whose right side has another type than the target (`float += int`,
// `short += int`, `unsigned -= int` wrapping, `long long += unsigned`, `double -= float`,
// `unsigned char ^= int`, `float *= double`) and `@atomic` statements in positions without
// braces: the body of a `while` and a `do`, an `else if` chain, after `case` labels of a
// `switch` and after a `goto` label (the body of a `for` is braced: `for (..) @atomic` would
// give the loop the attribute, as legacy OCCA does). Every order gives the same result.
extern "C" void atomicMixedTypes(const int &n, float *f, short *s, unsigned int *u, long long *l, double *d, unsigned char *c, int *h) {
  #pragma omp parallel for
  for (int b = 0; b < n; b += 8) {
    for (int t = 0; t < 8; ++t) {
      const int i = b + t;
      if (i < n) {
        #pragma omp atomic
        f[0] += i % 4;
        #pragma omp atomic
        s[0] += 3 * i - 40;
        #pragma omp atomic
        u[0] -= 5;
        #pragma omp atomic
        l[0] += (unsigned int)i * 1000000000u;
        #pragma omp atomic
        d[0] -= 0.25f * (i % 3);
        #pragma omp atomic
        c[0] ^= 1 << i % 8;
        #pragma omp atomic
        f[1] *= 2.0;
        for (int k = 0; k < 3; ++k) {
          #pragma omp atomic
          h[k] += k + i;
        }
        int w = 2;
        while (w-- > 0) {
          #pragma omp atomic
          h[3] += 1;
        }
        do {
          #pragma omp atomic
          h[4] -= 2;
        } while (false);
        if (i % 3 == 0) {
          #pragma omp atomic
          h[5] += 1;
        } else if (i % 3 == 1) {
          #pragma omp atomic
          h[6] += 1;
        } else {
          #pragma omp atomic
          h[7] += 1;
        }
        switch (i % 4) {
          case 0:
            #pragma omp atomic
            h[8] += 1;
            break;
          case 1:
          case 2:
            #pragma omp atomic
            h[9] += i;
            break;
          default:
            #pragma omp atomic
            h[10] *= 1;
            #pragma omp atomic
            h[11]++;
        }
        if (i < 5) {
          goto tail;
        }
        #pragma omp atomic
        h[12] += 100;
      tail:
        #pragma omp atomic
        h[13] += 1;
      }
    }
  }
}
