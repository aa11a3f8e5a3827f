#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// Lambdas the way kernel authors use them: a lambda defined in the @outer body capturing kernel
// arguments by value, called from two @inner loops; in each @inner body a lambda capturing a
// @shared array by reference and returning a reference into it (a lambda in the @outer body
// may not name @shared data, OKL0532, docs/passes.md "Lambdas"); an immediately invoked lambda
// initialising a `const` local with a range-for over a local array; a closure factory (a
// lambda returning a capturing lambda); a `mutable` lambda with an init-capture and a
// by-reference capture; a generic lambda taking `auto &`.
float _occa_lambdaStencil_at(int i, const int n, device const float *u) {
  return i >= 0 && i < n ? u[i] : 0.0f;
}

threadgroup float &_occa_lambdaStencil_halo(int k, threadgroup float (&s_u)[8 + 2]) {
  return s_u[k + 1];
}

float _occa_lambdaStencil_halo_2(int k, threadgroup float (&s_u)[8 + 2]) {
  return s_u[k + 1];
}

float _occa_lambdaStencil_lambda(thread const float (&w)[3], int t, threadgroup float (&s_u)[8 + 2]) {
  float acc = 0.0f;
  int k = -1;
  for (const float wk : w) {
    acc += wk * _occa_lambdaStencil_halo_2(t + k++, s_u);
  }
  return acc;
}

float _occa_lambdaStencil_twice(float x, float _occa_lambdaStencil_twice_f) {
  return _occa_lambdaStencil_twice_f * x;
}

void _occa_lambdaStencil_count(float x, thread float *_occa_lambdaStencil_count_limit, thread int *hits) {
  if (x > *_occa_lambdaStencil_count_limit) {
    ++*hits;
  }
  *_occa_lambdaStencil_count_limit += 0.5f;
}

void _occa_lambdaStencil_bump(thread float &x, float d) {
  x += d;
}

kernel void _occa_lambdaStencil_0(constant int &n [[buffer(0)]], device const float *u [[buffer(1)]], device float *v [[buffer(2)]], device int *counts [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float s_u[8 + 2];
  {
    int b = 0 + _occa_group_position.x;
    const int base = b * 8;
    {
      int t = 0 + _occa_thread_position.x;
      _occa_lambdaStencil_halo(t, s_u) = _occa_lambdaStencil_at(base + t, n, u);
      if (t == 0) {
        _occa_lambdaStencil_halo(-1, s_u) = _occa_lambdaStencil_at(base - 1, n, u);
      }
      if (t == 7) {
        _occa_lambdaStencil_halo(8, s_u) = _occa_lambdaStencil_at(base + 8, n, u);
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      const float w[3] = {0.25f, 0.5f, 0.25f};
      const float smooth = _occa_lambdaStencil_lambda(w, t, s_u);
      float _occa_lambdaStencil_twice_f = 2.0f;
      int hits = 0;
      float _occa_lambdaStencil_count_limit = 1.0f;
      _occa_lambdaStencil_count(_occa_lambdaStencil_halo_2(t - 1, s_u), &_occa_lambdaStencil_count_limit, &hits);
      _occa_lambdaStencil_count(_occa_lambdaStencil_halo_2(t, s_u), &_occa_lambdaStencil_count_limit, &hits);
      _occa_lambdaStencil_count(_occa_lambdaStencil_halo_2(t + 1, s_u), &_occa_lambdaStencil_count_limit, &hits);
      float r = _occa_lambdaStencil_twice(smooth, _occa_lambdaStencil_twice_f);
      _occa_lambdaStencil_bump(r, 1.0f);
      if (base + t < n) {
        v[base + t] = r;
        counts[base + t] = hits;
      }
    }
  }
}
