#include <occa/core/kernel.hpp>

// Lambdas the way kernel authors use them: a lambda defined in the @outer body capturing kernel
// arguments by value, called from two @inner loops; in each @inner body a lambda capturing a
// @shared array by reference and returning a reference into it (a lambda in the @outer body
// may not name @shared data, OKL0532, docs/passes.md "Lambdas"); an immediately invoked lambda
// initialising a `const` local with a range-for over a local array; a closure factory (a
// lambda returning a capturing lambda); a `mutable` lambda with an init-capture and a
// by-reference capture; a generic lambda taking `auto &`.
float _occa_lambdaStencil_at(int i, const int n, const float *u) {
  return i >= 0 && i < n ? u[i] : 0.0f;
}

float *_occa_lambdaStencil_halo(int k, float s_u[10]) {
  return &s_u[k + 1];
}

float _occa_lambdaStencil_halo_2(int k, float s_u[10]) {
  return s_u[k + 1];
}

float _occa_lambdaStencil_lambda(const float w[3], int t, float s_u[10]) {
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

extern "C" void lambdaStencil(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *u, occa::modeMemory_t *v, occa::modeMemory_t *counts) {
  {
    const long long _occa_outer_x = (n + 7) / 8 - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, u, v, counts);
    }
  }
}
