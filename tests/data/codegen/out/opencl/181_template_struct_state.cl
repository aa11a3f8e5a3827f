// Class templates as `@exclusive` and `@shared` element types (`Pair<float>`, `Pair<int>`),
// a member function template called on them (argument deduced), and a `static` data member used as an
// `@inner` bound.
struct Cfg {
};

struct _occa_Pair_float {
  float a;
  float b;
};

float _occa_Pair_float__sum(const struct _occa_Pair_float *this_) {
  return this_->a + this_->b;
}

float _occa_Pair_float__scaled_float(const struct _occa_Pair_float *this_, float f) {
  return (float)this_->a * f + (float)this_->b;
}

struct _occa_Pair_int {
  int a;
  int b;
};

int _occa_Pair_int__sum(__local const struct _occa_Pair_int *this_) {
  return this_->a + this_->b;
}

int _occa_Pair_int__scaled_int(__local const struct _occa_Pair_int *this_, int f) {
  return (int)this_->a * f + (int)this_->b;
}

__kernel __attribute__((reqd_work_group_size(5, 1, 1))) void _occa_templateState_0(const int nb, __global const float *x, __global float *y, __global int *z) {
  __local struct _occa_Pair_int s[5];
  {
    int b = 0 + get_group_id(0);
    struct _occa_Pair_float p;
    {
      int t = 0 + get_local_id(0);
      p.a = x[b * 5 + t];
      p.b = 2.0f * p.a;
      s[t].a = t;
      s[t].b = b;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      y[b * 5 + t] = _occa_Pair_float__sum(&p) + _occa_Pair_float__scaled_float(&p, 0.5f);
      z[b * 5 + t] = _occa_Pair_int__sum(&s[5 - 1 - t]) * 10 + _occa_Pair_int__scaled_int(&s[t], 3);
    }
  }
}
