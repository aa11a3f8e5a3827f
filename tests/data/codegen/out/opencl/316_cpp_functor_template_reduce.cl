// A generic block reduction templated on a functor class, as a library author writes one
// kernel for several reductions: functors with `operator()`, a `using value_type` member, a
// `static constexpr` identity and a `static` transform; a CRTP base whose member function
// template folds through `static_cast<const Derived &>(*this)`; `Op{}(a, b)` on a brace
// temporary in an @inner body; a defaulted non-type template parameter as the @shared extent
// and @inner bound. Two instantiations (class arguments `MaxAbs` and `SumSq`) are executed.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
struct _occa_BinaryOp_MaxAbs {
};

typedef float MaxAbs__value_type;

struct MaxAbs {
  struct _occa_BinaryOp_MaxAbs _occa_base;
};

static MaxAbs__value_type MaxAbs__identity() {
  return 0.0f;
}

static MaxAbs__value_type MaxAbs__transform(MaxAbs__value_type x) {
  return x < 0 ? -x : x;
}

MaxAbs__value_type MaxAbs__operator_call(const struct MaxAbs *this_, MaxAbs__value_type a, MaxAbs__value_type b) {
  return a < b ? b : a;
}

float _occa_BinaryOp_MaxAbs__fold_float(const struct _occa_BinaryOp_MaxAbs *this_, const float *v, int n) {
  float r = MaxAbs__identity();
  for (int k = 0; k < n; ++k) {
    r = MaxAbs__operator_call(&*(const struct MaxAbs *)&*this_, r, v[k]);
  }
  return r;
}

struct _occa_BinaryOp_SumSq {
};

typedef double SumSq__value_type;

struct SumSq {
  struct _occa_BinaryOp_SumSq _occa_base;
};

static SumSq__value_type SumSq__identity() {
  return 0.0;
}

static SumSq__value_type SumSq__transform(SumSq__value_type x) {
  return x * x;
}

SumSq__value_type SumSq__operator_call(const struct SumSq *this_, SumSq__value_type a, SumSq__value_type b) {
  return a + b;
}

double _occa_BinaryOp_SumSq__fold_double(const struct _occa_BinaryOp_SumSq *this_, const double *v, int n) {
  double r = SumSq__identity();
  for (int k = 0; k < n; ++k) {
    r = SumSq__operator_call(&*(const struct SumSq *)&*this_, r, v[k]);
  }
  return r;
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_blockReduce_float_MaxAbs_16_0(const int n, __global const float *x, __global float *out) {
  __local float s[16];
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const struct MaxAbs op = {};
      MaxAbs__value_type pair[2];
      for (int k = 0; k < 2; ++k) {
        const int i = g * 2 * 16 + k * 16 + t;
        pair[k] = i < n ? MaxAbs__transform(x[i]) : MaxAbs__identity();
      }
      s[t] = _occa_BinaryOp_MaxAbs__fold_float(&op._occa_base, pair, 2);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int w = 16 / 2; w > 0; w >>= 1) {
      {
        int t = 0 + get_local_id(0);
        if (t < w) {
          s[t] = MaxAbs__operator_call(&(__private struct MaxAbs){}, s[t], s[t + w]);
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        out[g] = s[0];
      }
    }
  }
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_blockReduce_double_SumSq_8_0(const int n, __global const double *x, __global double *out) {
  __local double s[8];
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const struct SumSq op = {};
      SumSq__value_type pair[2];
      for (int k = 0; k < 2; ++k) {
        const int i = g * 2 * 8 + k * 8 + t;
        pair[k] = i < n ? SumSq__transform(x[i]) : SumSq__identity();
      }
      s[t] = _occa_BinaryOp_SumSq__fold_double(&op._occa_base, pair, 2);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int w = 8 / 2; w > 0; w >>= 1) {
      {
        int t = 0 + get_local_id(0);
        if (t < w) {
          s[t] = SumSq__operator_call(&(__private struct SumSq){}, s[t], s[t + w]);
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    {
      int t = 0 + get_local_id(0);
      if (t == 0) {
        out[g] = s[0];
      }
    }
  }
}
