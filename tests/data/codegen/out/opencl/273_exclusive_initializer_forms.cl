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
};

struct Acc _occa_Acc__Acc_0() {
  struct Acc _occa_self = {0};
  struct Acc *this_ = &_occa_self;
  this_->n = -1;
  this_->w = 0.0f;
  return _occa_self;
}

struct Acc _occa_Acc__Acc_1(int n0, float w0) {
  struct Acc _occa_self = {0};
  struct Acc *this_ = &_occa_self;
  this_->n = n0;
  this_->w = w0;
  return _occa_self;
}

void Acc__add(struct Acc *this_, int v) {
  this_->n += v;
  this_->w += 0.5f * v;
}

struct Pod {
  int a;
  int b[2];
};

typedef struct Pod pod_t;

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_exclusiveInitForms_0(const int nB, __global const int *x, __global int *outI, __global float *outF) {
  {
    int b = 0 + get_group_id(0);
    const int base = 3 * b;
    int p = base + 1;
    int q = {base + 2};
    int arr[3];
    struct Acc acc = _occa_Acc__Acc_1(b, 0.25f);
    struct Acc dflt = _occa_Acc__Acc_0();
    struct Acc braced = _occa_Acc__Acc_1(2 * b, 1.0f);
    struct Pod pod = {b, {7, 8}};
    pod_t pod2 = {-b, {1, 2}};
    struct Pod zero = {};
    float f = {1.5f};
    int u = 1;
    int v = {2};
    int w = 3;
    int un;
    {
      int t = 0 + get_local_id(0);
      p += t;
      q *= t + 1;
      arr[0] = base;
      arr[1] = base + 1;
      arr[2] = base + 2;
      arr[t % 3] += x[b * 4 + t];
      Acc__add(&braced, 3);
      pod2.b[1] += 5 * t;
      zero.a += t;
      Acc__add(&acc, t);
      Acc__add(&dflt, 2 * t);
      pod.b[t & 1] += t;
      f *= t + 1;
      u += t;
      v *= t;
      w -= t;
      un = 5 * t;
    }
    {
      int t = 0 + get_local_id(0);
      __global int *o = outI + (b * 4 + t) * 16;
      o[0] = p;
      o[1] = q;
      o[2] = arr[0];
      o[3] = arr[1];
      o[4] = arr[2];
      o[5] = braced.n * 1000 + pod2.a * 100 + pod2.b[0] * 10 + pod2.b[1];
      o[6] = zero.a + zero.b[0] + zero.b[1];
      o[7] = acc.n;
      o[8] = dflt.n;
      o[9] = pod.a;
      o[10] = pod.b[0];
      o[11] = pod.b[1];
      o[12] = u;
      o[13] = v;
      o[14] = w;
      o[15] = un;
      __global float *g = outF + (b * 4 + t) * 4;
      g[0] = acc.w;
      g[1] = dflt.w;
      g[2] = f;
      g[3] = braced.w;
    }
  }
}
