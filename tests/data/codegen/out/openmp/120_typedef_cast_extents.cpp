// nekRS-style sizes written with casts to the code's own integer typedefs: an `@inner` bound
// `(dlong)p_Nq`, a `@shared` extent `(dlong)(p_Nq * p_Nq)` and an `@exclusive` array extent
// `(hlong)2`. A cast to an integer typedef folds like a cast to the type it names.
typedef int dlong;

typedef long long hlong;

extern "C" void typedefCastExtents(const dlong &Nelements, const float *q, float *Aq) {
  #pragma omp parallel for
  for (dlong e = 0; e < Nelements; ++e) {
    int _occa_exclusive_index;
    float s_q[(dlong)(4 * 4)];
    float r[16][(hlong)2];
    _occa_exclusive_index = 0;
    for (dlong j = 0; j < (dlong)4; ++j) {
      for (dlong i = 0; i < (dlong)4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        s_q[j * 4 + i] = q[e * 4 * 4 + j * 4 + i];
        r[_occa_exclusive_index][0] = (float)i;
        r[_occa_exclusive_index][1] = (float)j;
      }
    }
    _occa_exclusive_index = 0;
    for (dlong j = 0; j < (dlong)4; ++j) {
      for (dlong i = 0; i < (dlong)4; ++i) {
        _occa_exclusive_index = 4 * j + i;
        Aq[e * 4 * 4 + j * 4 + i] = s_q[i * 4 + j] + 10.0f * r[_occa_exclusive_index][0] + 100.0f * r[_occa_exclusive_index][1];
      }
    }
  }
}
