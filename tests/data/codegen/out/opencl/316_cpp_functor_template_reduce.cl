// A generic block reduction templated on a functor class, as a library author writes one
// kernel for several reductions: functors with `operator()`, a `using value_type` member, a
// `static constexpr` identity and a `static` transform; a CRTP base whose member function
// template folds through `static_cast<const Derived &>(*this)`; `Op{}(a, b)` on a brace
// temporary in an @inner body; a defaulted non-type template parameter as the @shared extent
// and @inner bound. Two instantiations (class arguments `MaxAbs` and `SumSq`) are executed.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
struct MaxAbs : BinaryOp<MaxAbs> {
  using value_type = float;
  static constexpr value_type identity() {
    return 0.0f;
  }
  static value_type transform(value_type x) {
    return x < 0 ? -x : x;
  }
  value_type operator()(value_type a, value_type b) const {
    return a < b ? b : a;
  }
};

struct SumSq : BinaryOp<SumSq> {
  using value_type = double;
  static constexpr value_type identity() {
    return 0.0;
  }
  static value_type transform(value_type x) {
    return x * x;
  }
  value_type operator()(value_type a, value_type b) const {
    return a + b;
  }
};

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_blockReduce_float_MaxAbs_16_0(const int n, __global const float *x, __global float *out) {
  __local float s[16];
  {
    int g = 0 + get_group_id(0);
    {
      int t = 0 + get_local_id(0);
      const struct MaxAbs op = {};
      MaxAbs::value_type pair[2];
      for (int k = 0; k < 2; ++k) {
        const int i = g * 2 * 16 + k * 16 + t;
        pair[k] = i < n ? (MaxAbs::transform)x[i] : MaxAbs__identity();
      }
      s[t] = op.fold(pair, 2);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int w = 16 / 2; w > 0; w >>= 1) {
      {
        int t = 0 + get_local_id(0);
        if (t < w) {
          s[t] = ((struct MaxAbs){})(s[t], s[t + w]);
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
      SumSq::value_type pair[2];
      for (int k = 0; k < 2; ++k) {
        const int i = g * 2 * 8 + k * 8 + t;
        pair[k] = i < n ? (SumSq::transform)x[i] : SumSq__identity();
      }
      s[t] = op.fold(pair, 2);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int w = 8 / 2; w > 0; w >>= 1) {
      {
        int t = 0 + get_local_id(0);
        if (t < w) {
          s[t] = ((struct SumSq){})(s[t], s[t + w]);
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
