// The address of a struct component, `&v.x`, of a private struct and of an element of a
// `@shared` array of structs, kept in a local pointer and passed to a helper taking `float *`:
// the helper is called with private and `__local` pointers, one copy each on OpenCL.
struct pair2 {
  float x;
  float y;
};

void scaleInto(float *p, float s) {
  *p *= s;
}

extern "C" void componentAddress(const int &nb, const float *in, float *out) {
  for (int b = 0; b < nb; ++b) {
    pair2 sp[8];
    for (int i = 0; i < 8; ++i) {
      const int g = 8 * b + i;
      pair2 v;
      v.x = in[g];
      v.y = 1.0f;
      float *px = &v.x;
      *px += 2.0f;
      scaleInto(&v.y, in[g]);
      scaleInto(&v.x, 3.0f);
      sp[i].x = v.x;
      sp[i].y = v.y;
      scaleInto(&sp[i].y, 2.0f);
    }
    for (int i = 0; i < 8; ++i) {
      const int g = 8 * b + i;
      float *py = &sp[(i + 1) % 8].y;
      out[g] = sp[i].x + *py;
    }
  }
}
