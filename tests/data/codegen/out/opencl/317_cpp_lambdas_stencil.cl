// Lambdas the way kernel authors use them: a lambda defined in the @outer body capturing kernel
// arguments by value, called from two @inner loops; in each @inner body a lambda capturing a
// @shared array by reference and returning a reference into it (a lambda in the @outer body
// may not name @shared data, OKL0532, docs/passes.md "Lambdas"); an immediately invoked lambda
// initialising a `const` local with a range-for over a local array; a closure factory (a
// lambda returning a capturing lambda); a `mutable` lambda with an init-capture and a
// by-reference capture; a generic lambda taking `auto &`.
float _occa_lambdaStencil_at(int i, const int n, __global const float *u) {
  return i >= 0 && i < n ? u[i] : 0.0f;
}

__local float *_occa_lambdaStencil_halo(int k, __local float s_u[10]) {
  return &s_u[k + 1];
}

float _occa_lambdaStencil_halo_2(int k, __local float s_u[10]) {
  return s_u[k + 1];
}

float _occa_lambdaStencil_lambda(const float w[3], int t, __local float s_u[10]) {
  float acc = 0.0f;
  int k = -1;
  for (int _occa_i = 0; _occa_i < 3; ++_occa_i) {
    const float wk = w[_occa_i];
    {
      acc += wk * _occa_lambdaStencil_halo_2(t + k++, s_u);
    }
  }
  return acc;
}

float _occa_lambdaStencil_twice(float x, float _occa_lambdaStencil_twice_f) {
  return _occa_lambdaStencil_twice_f * x;
}

void _occa_lambdaStencil_count(float x, float *_occa_lambdaStencil_count_limit, int *hits) {
  if (x > *_occa_lambdaStencil_count_limit) {
    ++*hits;
  }
  *_occa_lambdaStencil_count_limit += 0.5f;
}

void _occa_lambdaStencil_bump(float *x, float d) {
  *x += d;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_lambdaStencil_0(const int n, __global const float *u, __global float *v, __global int *counts) {
  __local float s_u[10];
  {
    int b = 0 + get_group_id(0);
    const int base = b * 8;
    {
      int t = 0 + get_local_id(0);
      *_occa_lambdaStencil_halo(t, s_u) = _occa_lambdaStencil_at(base + t, n, u);
      if (t == 0) {
        *_occa_lambdaStencil_halo(-1, s_u) = _occa_lambdaStencil_at(base - 1, n, u);
      }
      if (t == 7) {
        *_occa_lambdaStencil_halo(8, s_u) = _occa_lambdaStencil_at(base + 8, n, u);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int t = 0 + get_local_id(0);
      const float w[3] = {0.25f, 0.5f, 0.25f};
      const float smooth = _occa_lambdaStencil_lambda(w, t, s_u);
      float _occa_lambdaStencil_twice_f = 2.0f;
      int hits = 0;
      float _occa_lambdaStencil_count_limit = 1.0f;
      _occa_lambdaStencil_count(_occa_lambdaStencil_halo_2(t - 1, s_u), &_occa_lambdaStencil_count_limit, &hits);
      _occa_lambdaStencil_count(_occa_lambdaStencil_halo_2(t, s_u), &_occa_lambdaStencil_count_limit, &hits);
      _occa_lambdaStencil_count(_occa_lambdaStencil_halo_2(t + 1, s_u), &_occa_lambdaStencil_count_limit, &hits);
      float r = _occa_lambdaStencil_twice(smooth, _occa_lambdaStencil_twice_f);
      _occa_lambdaStencil_bump(&r, 1.0f);
      if (base + t < n) {
        v[base + t] = r;
        counts[base + t] = hits;
      }
    }
  }
}
