// `@atomic` updates whose right side has another type than the target (`float += int`,
// `short += int`, `unsigned -= int` wrapping, `long long += unsigned`, `double -= float`,
// `unsigned char ^= int`, `float *= double`) and `@atomic` statements in positions without
// braces: the body of a `while` and a `do`, an `else if` chain, after `case` labels of a
// `switch` and after a `goto` label (the body of a `for` is braced: `for (..) @atomic` would
// give the loop the attribute, as legacy OCCA does). Every order gives the same result.
extern "C" void atomicMixedTypes(const int &n, float *f, short *s, unsigned int *u, long long *l, double *d, unsigned char *c, int *h) {
  for (int b = 0; b < n; b += 8) {
    for (int t = 0; t < 8; ++t) {
      const int i = b + t;
      if (i < n) {
        f[0] += i % 4;
        s[0] += 3 * i - 40;
        u[0] -= 5;
        l[0] += (unsigned int)i * 1000000000u;
        d[0] -= 0.25f * (i % 3);
        c[0] ^= 1 << i % 8;
        f[1] *= 2.0;
        for (int k = 0; k < 3; ++k) {
          h[k] += k + i;
        }
        int w = 2;
        while (w-- > 0) {
          h[3] += 1;
        }
        do {
          h[4] -= 2;
        } while (false);
        if (i % 3 == 0) {
          h[5] += 1;
        } else if (i % 3 == 1) {
          h[6] += 1;
        } else {
          h[7] += 1;
        }
        switch (i % 4) {
          case 0:
            h[8] += 1;
            break;
          case 1:
          case 2:
            h[9] += i;
            break;
          default:
            h[10] *= 1;
            h[11]++;
        }
        if (i < 5) {
          goto tail;
        }
        h[12] += 100;
      tail:
        h[13] += 1;
      }
    }
  }
}
