// Lambdas inside an `@inner` body that use OKL: an `@exclusive` scalar and array, a `@dim`
// accessor and an `@atomic` update. Their bodies must be lowered like the rest of the kernel
// (or rejected with a diagnostic), never printed with `@atomic` or unlowered accessors.
const float _occa_lambdaOkl_get(int i, __global const float *x, int b) {
  return x[i + 4 * b];
}

void _occa_lambdaOkl_add(float v, float *acc, float part[2], int t) {
  *acc += v;
  part[t % 2] += v;
}

void _occa_lambdaOkl_publish(float v, __global float *total) {
  {
    volatile __global float *_occa_ptr = &total[0];
    float _occa_old, _occa_new;
    do {
      _occa_old = *_occa_ptr;
      _occa_new = (float) (_occa_old + (v));
    } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
  }
}

__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void _occa_lambdaOkl_0(const int nB, __global const float *x, __global float *y, __global float *total) {
  {
    int b = 0 + get_group_id(0);
    float acc;
    float part[2];
    {
      int t = 0 + get_local_id(0);
      acc = 0.0f;
      part[0] = 0.0f;
      part[1] = 0.0f;
      _occa_lambdaOkl_add(_occa_lambdaOkl_get(t, x, b), &acc, part, t);
      _occa_lambdaOkl_add(_occa_lambdaOkl_get(3 - t, x, b), &acc, part, t);
      _occa_lambdaOkl_publish(acc, total);
      y[b * 4 + t] = acc + 10.0f * part[t % 2];
    }
  }
}
