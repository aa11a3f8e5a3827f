// `@exclusive` declarations initialised in every C++ form that host targets replicate per
// work-item: direct-initialisation `(..)`, braces `{..}` (one value, and constructor
// arguments), a struct with user constructors (with arguments and default), copy-list
// `= {..}` of an aggregate with a nested array, of a typedef'd aggregate, an empty `= {}`, and
// `= {x}` on a scalar, several declarators with different forms. Each work-item's copy starts
// from the initialiser (spec §15.4) and is then changed by the work-item only. (Array
// initializers are OKL0536 on host targets.)
struct Acc {
  int n;
  float w;
  Acc() : n(-1), w(0.0f) {
  }
  Acc(int n0, float w0) : n(n0), w(w0) {
  }
  void add(int v) {
    n += v;
    w += 0.5f * v;
  }
};

struct Pod {
  int a;
  int b[2];
};

typedef Pod pod_t;

extern "C" void exclusiveInitForms(const int &nB, const int *x, int *outI, float *outF) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    const int base = 3 * b;
    int p[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      p[_occa_exclusive_init] = base + 1;
    }
    int q[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      q[_occa_exclusive_init] = base + 2;
    }
    int arr[4][3];
    Acc acc[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      acc[_occa_exclusive_init] = Acc(b, 0.25f);
    }
    Acc dflt[4];
    Acc braced[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      braced[_occa_exclusive_init] = Acc{2 * b, 1.0f};
    }
    Pod pod[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      pod[_occa_exclusive_init] = {b, {7, 8}};
    }
    pod_t pod2[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      pod2[_occa_exclusive_init] = {-b, {1, 2}};
    }
    Pod zero[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      zero[_occa_exclusive_init] = {};
    }
    float f[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      f[_occa_exclusive_init] = {1.5f};
    }
    int u[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      u[_occa_exclusive_init] = 1;
    }
    int v[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      v[_occa_exclusive_init] = 2;
    }
    int w[4];
    for (int _occa_exclusive_init = 0; _occa_exclusive_init < 4; ++_occa_exclusive_init) {
      w[_occa_exclusive_init] = 3;
    }
    int un[4];
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      p[_occa_exclusive_index] += t;
      q[_occa_exclusive_index] *= t + 1;
      arr[_occa_exclusive_index][0] = base;
      arr[_occa_exclusive_index][1] = base + 1;
      arr[_occa_exclusive_index][2] = base + 2;
      arr[_occa_exclusive_index][t % 3] += x[b * 4 + t];
      braced[_occa_exclusive_index].add(3);
      pod2[_occa_exclusive_index].b[1] += 5 * t;
      zero[_occa_exclusive_index].a += t;
      acc[_occa_exclusive_index].add(t);
      dflt[_occa_exclusive_index].add(2 * t);
      pod[_occa_exclusive_index].b[t & 1] += t;
      f[_occa_exclusive_index] *= t + 1;
      u[_occa_exclusive_index] += t;
      v[_occa_exclusive_index] *= t;
      w[_occa_exclusive_index] -= t;
      un[_occa_exclusive_index] = 5 * t;
    }
    _occa_exclusive_index = 0;
    for (int t = 0; t < 4; ++t) {
      _occa_exclusive_index = t;
      int *o = outI + (b * 4 + t) * 16;
      o[0] = p[_occa_exclusive_index];
      o[1] = q[_occa_exclusive_index];
      o[2] = arr[_occa_exclusive_index][0];
      o[3] = arr[_occa_exclusive_index][1];
      o[4] = arr[_occa_exclusive_index][2];
      o[5] = braced[_occa_exclusive_index].n * 1000 + pod2[_occa_exclusive_index].a * 100 + pod2[_occa_exclusive_index].b[0] * 10 + pod2[_occa_exclusive_index].b[1];
      o[6] = zero[_occa_exclusive_index].a + zero[_occa_exclusive_index].b[0] + zero[_occa_exclusive_index].b[1];
      o[7] = acc[_occa_exclusive_index].n;
      o[8] = dflt[_occa_exclusive_index].n;
      o[9] = pod[_occa_exclusive_index].a;
      o[10] = pod[_occa_exclusive_index].b[0];
      o[11] = pod[_occa_exclusive_index].b[1];
      o[12] = u[_occa_exclusive_index];
      o[13] = v[_occa_exclusive_index];
      o[14] = w[_occa_exclusive_index];
      o[15] = un[_occa_exclusive_index];
      float *g = outF + (b * 4 + t) * 4;
      g[0] = acc[_occa_exclusive_index].w;
      g[1] = dflt[_occa_exclusive_index].w;
      g[2] = f[_occa_exclusive_index];
      g[3] = braced[_occa_exclusive_index].w;
    }
  }
}
