// `@atomic` updates whose operand is a struct with overloaded operators (`+=`, prefix `++`,
// `*=`) through a pointer parameter, a typedef, a `@shared` array, `.`/`->` members of struct
// type, a reference parameter of a helper and a lambda capture: OpenMP's `atomic` takes only
// scalars, so these must become critical sections. Next to them every scalar form on one
// counter each: `+= -= *= /= %= <<= >>= &= |= ^=`, `++`/`--`, `x = e op x`, `x = x op e`, `|=` of
// a comparison, a pointer `++`, `char *=`, `double` updates and blocks.
struct V2 {
  int x, y;
  V2 &operator+=(const V2 &o) {
    x += o.x;
    y += o.y;
    return *this;
  }
  V2 &operator*=(int s) {
    x *= s;
    y *= s;
    return *this;
  }
  V2 &operator++() {
    ++x;
    return *this;
  }
};

typedef V2 v2_t;

struct Holder {
  int id;
  V2 sum;
};

static void addTo(V2 &dst, int t) {
  dst += V2{t, 2};
}

extern "C" void atomicStructs(const int &n, V2 *vs, Holder *hs, int *out, const int **pp, unsigned char *flags, char *cs, double *dd, int *res, int *fields) {
  for (int b = 0; b < n; ++b) {
    V2 part[2];
    for (int t = 0; t < 8; ++t) {
      if (t < 2) {
        part[t] = V2{0, 0};
      }
    }
    for (int t = 0; t < 8; ++t) {
      v2_t *tv = vs;
      Holder *h = hs + 1;
      vs[0] += V2{t, 1};
      ++vs[1];
      tv[2] += vs[7];
      part[t % 2] += V2{1, t};
      hs[0].sum += V2{b, t};
      h->sum += V2{1, 1};
      ++h->sum;
      addTo(vs[3], t);
      auto viaLambda = [&](int k) {
        vs[4] += V2{k, -k};
      };
      viaLambda(t + b);
      if (t == 0 && b == 0) {
        vs[5] *= 3;
      }
      vs[6] += V2{1, 0};
      out[0] += t;
      out[1] -= 2;
      out[2]++;
      --out[3];
      out[4] = t ^ out[4];
      out[5] = out[5] | (1 << t);
      out[6] &= ~(1 << b % 8);
      out[7] = 5 - out[7];
      if (t == 7) {
        out[8] <<= 1;
        out[9] >>= 1;
        out[10] /= 2;
        out[11] %= 1000 - 3;
        out[12] *= -1;
      }
      pp[0]++;
      flags[t] |= b == t;
      if (b == 0 && t < 4) {
        cs[0] *= 2;
      }
      dd[0] += 0.5 * t;
      dd[1] = dd[1] * 2.0;
      {
        out[13] += 1;
        out[14] += out[13];
      }
    }
    for (int t = 0; t < 2; ++t) {
      res[b * 4 + 2 * t] = part[t].x;
      res[b * 4 + 2 * t + 1] = part[t].y;
    }
  }
  for (int g = 0; g < 1; ++g) {
    for (int t = 0; t < 8; ++t) {
      fields[2 * t] = vs[t].x;
      fields[2 * t + 1] = vs[t].y;
      if (t < 2) {
        fields[16 + 3 * t] = hs[t].id;
        fields[17 + 3 * t] = hs[t].sum.x;
        fields[18 + 3 * t] = hs[t].sum.y;
      }
      if (t == 0) {
        fields[22] = (int)(pp[0] - pp[1]);
      }
    }
  }
}
